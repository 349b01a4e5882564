import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { placeSchema, type Place } from './schemas';
import { equipmentKeys } from './equipment-keys';

/** GET api/Equipment/GetPlaces/{districtId}: places (station signatures) of a district. */
export function getPlaces(districtId: number, signal?: AbortSignal): Promise<Place[]> {
  return request({
    host: 'verify',
    path: `/api/Equipment/GetPlaces/${districtId}`,
    schema: z.array(placeSchema),
    signal,
  });
}

/** A district's places; off without a district. */
export const placesQuery = (districtId: number | null) =>
  queryOptions({
    queryKey: equipmentKeys.places(districtId),
    queryFn: ({ signal }) => getPlaces(districtId!, signal),
    enabled: districtId !== null,
    staleTime: 10 * 60_000,
  });
