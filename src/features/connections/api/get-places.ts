import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { connectionsKeys } from './connections-keys';
import { placeSchema, type Place } from './schemas';

/** GET travelinfo places?districtId=4: the stations with their signatures. */
export function getPlaces(districtId: number, signal?: AbortSignal): Promise<Place[]> {
  return request({
    host: 'travelinfo',
    path: '/places',
    query: { districtId },
    schema: z.array(placeSchema),
    signal,
  });
}

export const placesQuery = (districtId: number | null) =>
  queryOptions({
    queryKey: connectionsKeys.places(districtId),
    queryFn: ({ signal }) => getPlaces(districtId!, signal),
    enabled: districtId !== null,
    staleTime: 60 * 60_000,
  });
