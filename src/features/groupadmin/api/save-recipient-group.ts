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

const savedSchema = z.object({ ID: id });

/** POST msg /RecipientGroup {DistrictID, Name, From}: the new group (its ID). */
export const createRecipientGroup = (fields: GroupFields) =>
  request({
    host: 'msg',
    path: '/RecipientGroup',
    method: 'POST',
    body: fields,
    schema: savedSchema,
  });

/** PUT msg /RecipientGroup/{id} {DistrictID, Name, From, ID}. */
export const updateRecipientGroup = (groupId: number, fields: GroupFields) =>
  request({
    host: 'msg',
    path: `/RecipientGroup/${groupId}`,
    method: 'PUT',
    body: { ...fields, ID: groupId },
    schema: savedSchema,
  });

/** DELETE msg /RecipientGroup/{id}. */
export const deleteRecipientGroup = (groupId: number) =>
  request({
    host: 'msg',
    path: `/RecipientGroup/${groupId}`,
    method: 'DELETE',
    responseType: 'none',
  });
