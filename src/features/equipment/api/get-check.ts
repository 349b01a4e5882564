import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { checkSchema, type EquipmentCheck } from './schemas';
import { equipmentKeys } from './equipment-keys';

/** GET api/Admin/check/{id}. */
export function getCheck(id: number, signal?: AbortSignal): Promise<EquipmentCheck> {
  return request({ host: 'verify', path: `/api/Admin/check/${id}`, schema: checkSchema, signal });
}

export const checkQuery = (id: number) =>
  queryOptions({
    queryKey: equipmentKeys.check(id),
    queryFn: ({ signal }) => getCheck(id, signal),
    // A check being edited is read fresh, not from a minutes-old list.
    staleTime: 0,
  });
