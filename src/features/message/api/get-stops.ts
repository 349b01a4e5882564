import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { readStored, writeStored } from '@/lib/web-storage';
import { stopSchema, type Stop } from './schemas';
import { messageKeys } from './message-keys';

const CACHE_KEY = 'pp.message.stops';

function cached(): Stop[] | undefined {
  const read = readStored('session', CACHE_KEY, (raw) => {
    const parsed = z.safeParse(z.array(stopSchema), raw);
    return parsed.success ? parsed.data : null;
  });
  return read ?? undefined;
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
  // Storage full or unavailable: fetched again next time.
  writeStored('session', CACHE_KEY, stops);
  return stops;
}

export const stopsQuery = () =>
  queryOptions({
    queryKey: messageKeys.stops(),
    queryFn: ({ signal }) => getStops(signal),
    initialData: cached,
    staleTime: Infinity,
  });
