import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { id } from '@/lib/api/schemas';

/** The group's own fields. RecipientTypes (channels) travel beside the spec's three. */
export interface GroupFields {
  DistrictID: number;
  Name: string;
  From: string;
  RecipientTypes: number[];
}

/**
 * What a create's answer may tell: the new record's ID, when the body is an object that holds
 * one. Spec 2 §7 gives no answer shapes, so any 2xx is a success ('lenient'); an empty body,
 * `true`, a bare number (the id? a count?) or anything else is no id, and the record is then
 * looked for (runGroupSave).
 */
export const createdSchema = z.object({ ID: id });
export type Created = z.infer<typeof createdSchema> | undefined;

/** POST msg /RecipientGroup {DistrictID, Name, From}: the new group's ID when the answer has it. */
export const createRecipientGroup = (fields: GroupFields): Promise<Created> =>
  request({
    host: 'msg',
    path: '/RecipientGroup',
    method: 'POST',
    body: fields,
    schema: createdSchema,
    responseType: 'lenient',
  });

/** PUT msg /RecipientGroup/{id} {DistrictID, Name, From, ID}: success by status alone. */
export const updateRecipientGroup = (groupId: number, fields: GroupFields): Promise<unknown> =>
  request({
    host: 'msg',
    path: `/RecipientGroup/${groupId}`,
    method: 'PUT',
    body: { ...fields, ID: groupId },
    responseType: 'lenient',
  });

/** DELETE msg /RecipientGroup/{id}: success by status alone. */
export const deleteRecipientGroup = (groupId: number): Promise<unknown> =>
  request({
    host: 'msg',
    path: `/RecipientGroup/${groupId}`,
    method: 'DELETE',
    responseType: 'lenient',
  });
