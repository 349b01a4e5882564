import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { equipmentTypeSchema, type EquipmentType } from './schemas';
import { equipmentKeys } from './equipment-keys';

/** GET api/admin/equipmentTypes?districtId&hostTypeId (spec 2 §7: both are the call's). */
export function getEquipmentTypes(
  districtId: number,
  hostTypeId: number,
  signal?: AbortSignal,
): Promise<EquipmentType[]> {
  return request({
    host: 'verify',
    path: '/api/admin/equipmentTypes',
    query: { districtId, hostTypeId },
    schema: z.array(equipmentTypeSchema),
    signal,
  });
}

/** A district's equipment of one host type; off without a district. */
export const equipmentTypesQuery = (districtId: number | null, hostTypeId: number) =>
  queryOptions({
    queryKey: equipmentKeys.equipmentTypes(districtId, hostTypeId),
    queryFn: ({ signal }) => getEquipmentTypes(districtId!, hostTypeId, signal),
    enabled: districtId !== null,
    staleTime: 10 * 60_000,
  });
