import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { readStored, writeStored } from '@/lib/web-storage';
import { connectionsKeys } from './connections-keys';
import { stopSchema, type Stop } from './schemas';

const stopsSchema = z.array(stopSchema);

/** Spec 2 §7: the stops call's result is cached in session storage, per district. */
const cacheKey = (districtId: number) => `pp.connections.stops.${districtId}`;

interface Cached {
  at: number;
  stops: Stop[];
}

const cachedSchema = z.object({ at: z.number(), stops: stopsSchema });

function cached(districtId: number | null): Cached | undefined {
  if (districtId === null) return undefined;
  const read = readStored('session', cacheKey(districtId), (raw) => {
    const parsed = z.safeParse(cachedSchema, raw);
    return parsed.success ? parsed.data : null;
  });
  return read ?? undefined;
}

/** GET traffic api/stops?districtId=4&activestop=true: the district's active stops. */
export async function getStops(districtId: number, signal?: AbortSignal): Promise<Stop[]> {
  const stops = await request({
    host: 'traffic',
    path: '/api/stops',
    query: { districtId, activestop: true },
    schema: stopsSchema,
    signal,
  });
  // Storage full or unavailable: the query cache still holds them.
  writeStored('session', cacheKey(districtId), { at: Date.now(), stops });
  return stops;
}

export const stopsQuery = (districtId: number | null) =>
  queryOptions({
    queryKey: connectionsKeys.stops(districtId),
    queryFn: ({ signal }) => getStops(districtId!, signal),
    enabled: districtId !== null,
    // Stops change rarely: one fetch per district and session is enough (a reload reads them
    // from session storage; after an hour they are fetched again in the background).
    staleTime: 60 * 60_000,
    initialData: () => cached(districtId)?.stops,
    initialDataUpdatedAt: () => cached(districtId)?.at,
  });
