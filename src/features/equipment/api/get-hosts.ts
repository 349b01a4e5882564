import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { hostSchema, type Host } from './schemas';
import { equipmentKeys } from './equipment-keys';

/** GET api/Admin/hosts/{hostTypeId}/{districtId}: the stations or vehicles of a district. */
export function getHosts(hostTypeId: number, districtId: number, signal?: AbortSignal) {
  return request<Host[]>({
    host: 'verify',
    path: `/api/Admin/hosts/${hostTypeId}/${districtId}`,
    schema: z.array(hostSchema),
    signal,
  });
}

/** The hosts of a type in a district; off until both are chosen. */
export const hostsQuery = (hostTypeId: number | null, districtId: number | null) =>
  queryOptions({
    queryKey: equipmentKeys.hosts(hostTypeId, districtId),
    queryFn: ({ signal }) => getHosts(hostTypeId!, districtId!, signal),
    enabled: hostTypeId !== null && districtId !== null,
    staleTime: 10 * 60_000,
  });
