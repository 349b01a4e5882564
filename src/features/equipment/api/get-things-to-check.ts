import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { thingSchema, type ThingToCheck } from './schemas';
import { equipmentKeys } from './equipment-keys';

/** GET api/Equipment/GetThingsToCheck/{hostId}: the activities a check of the host offers. */
export function getThingsToCheck(hostId: number, signal?: AbortSignal): Promise<ThingToCheck[]> {
  return request({
    host: 'verify',
    path: `/api/Equipment/GetThingsToCheck/${hostId}`,
    schema: z.array(thingSchema),
    signal,
  });
}

/** A host's things to check; off without a host. */
export const thingsToCheckQuery = (hostId: number | null) =>
  queryOptions({
    queryKey: equipmentKeys.thingsToCheck(hostId),
    queryFn: ({ signal }) => getThingsToCheck(hostId!, signal),
    enabled: hostId !== null,
    staleTime: 10 * 60_000,
  });
