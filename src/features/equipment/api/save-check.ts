import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { checkSchema, type EquipmentCheck } from './schemas';
import { equipmentKeys } from './equipment-keys';

/** The body of POST/PUT api/Admin/check/ (spec 2 §7); `id` only on update. */
export interface CheckBody {
  id?: number;
  checkTemplateId: number | null;
  statusTypeId: number;
  userId: string;
  hostEquipmentRelationId: number;
  /** Stockholm wall time, yyyy-MM-ddTHH:mm:ss. */
  created: string;
  description: string;
  memo: string;
  trip: number | null;
  ExternalId: string | null;
  ImageUrl: string | null;
  Temperature: number | null;
  VehiclePosition: string | null;
  Place: string | null;
}

/** POST api/Admin/check/ (a new check) or PUT api/Admin/check/ (an existing one, id in body). */
export function saveCheck(body: CheckBody, signal?: AbortSignal): Promise<EquipmentCheck> {
  return request({
    host: 'verify',
    path: '/api/Admin/check/',
    method: body.id ? 'PUT' : 'POST',
    body,
    schema: checkSchema,
    signal,
  });
}

/**
 * Saving checks: each answer goes into the cache of that check, and the lists are refetched
 * once the dialog is done (`settle`), not after every check of a batch.
 */
export function useSaveCheck() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: CheckBody) => saveCheck(body),
    onSuccess: (check) => client.setQueryData(equipmentKeys.check(check.id), check),
  });
  const settle = () => client.invalidateQueries({ queryKey: equipmentKeys.checklists() });
  return { save: mutation.mutateAsync, settle };
}
