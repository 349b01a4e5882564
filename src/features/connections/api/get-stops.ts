import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { connectionsKeys } from './connections-keys';
import { stopSchema, type Stop } from './schemas';

/** GET traffic api/stops?districtId=4&activestop=true: the district's active stops. */
export function getStops(districtId: number, signal?: AbortSignal): Promise<Stop[]> {
  return request({
    host: 'traffic',
    path: '/api/stops',
    query: { districtId, activestop: true },
    schema: z.array(stopSchema),
    signal,
  });
}

export const stopsQuery = (districtId: number | null) =>
  queryOptions({
    queryKey: connectionsKeys.stops(districtId),
    queryFn: ({ signal }) => getStops(districtId!, signal),
    enabled: districtId !== null,
    // Stops change rarely: one fetch per district and session is enough.
    staleTime: 60 * 60_000,
  });
