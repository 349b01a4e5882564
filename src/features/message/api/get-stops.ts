import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { stopSchema, type Stop } from './schemas';
import { messageKeys } from './message-keys';

const CACHE_KEY = 'pp.message.stops';

function cached(): Stop[] | undefined {
  try {
    const raw = sessionStorage.getItem(CACHE_KEY);
    if (!raw) return undefined;
    const parsed = z.safeParse(z.array(stopSchema), JSON.parse(raw) as unknown);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** GET traffic /api/stops?activestop=true — cached in session storage (spec 2 §7). */
export async function getStops(signal?: AbortSignal): Promise<Stop[]> {
  const stops = await request({
    host: 'traffic',
    path: '/api/stops',
    query: { activestop: true },
    schema: z.array(stopSchema),
    signal,
  });
  try {
    sessionStorage.setItem(CACHE_KEY, JSON.stringify(stops));
  } catch {
    /* storage full or unavailable: fetched again next time */
  }
  return stops;
}

export const stopsQuery = () =>
  queryOptions({
    queryKey: messageKeys.stops(),
    queryFn: ({ signal }) => getStops(signal),
    initialData: cached,
    staleTime: Infinity,
  });
