import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { hostTypeSchema, type HostType } from './schemas';
import { equipmentKeys } from './equipment-keys';

/** GET api/Admin/hostTypes: 1 Station, 2 Vehicle. */
export function getHostTypes(signal?: AbortSignal): Promise<HostType[]> {
  return request({
    host: 'verify',
    path: '/api/Admin/hostTypes',
    schema: z.array(hostTypeSchema),
    signal,
  });
}

export const hostTypesQuery = () =>
  queryOptions({
    queryKey: equipmentKeys.hostTypes(),
    queryFn: ({ signal }) => getHostTypes(signal),
    staleTime: Infinity,
  });
