import { request } from '@/lib/api/client';
import type { DraftRecipient, RecipientKind } from '../lib/group-draft';
import { createdSchema, type Created } from './recipient-group-calls';

/**
 * The recipient calls of a group save (spec 2 §7): POST and DELETE /GroupDistrictRecipient
 * {DistrictID, Name, RecipientGroupID}, /GroupRoleRecipient {RoleID, Name, RecipientGroupID},
 * /GroupDutySiteRecipient {DutySiteID, Name, RecipientGroupID}; POST, PUT and DELETE
 * /GroupExternalRecipient {Name, Phone, Mail, RecipientGroupID, ID}. Deletes carry the row's ID.
 * The spec gives no answer shapes: success is the status ('lenient'); a create's body is used
 * only when it is an object with the row's ID (else the row is looked for in the group).
 */
const PATHS: Record<RecipientKind, string> = {
  district: '/GroupDistrictRecipient',
  role: '/GroupRoleRecipient',
  dutySite: '/GroupDutySiteRecipient',
  external: '/GroupExternalRecipient',
};

function bodyOf(row: DraftRecipient, groupId: number): Record<string, unknown> {
  const base = { Name: row.name, RecipientGroupID: groupId };
  switch (row.kind) {
    case 'district':
      return { DistrictID: row.objectId, ...base };
    case 'role':
      return { RoleID: row.objectId, ...base };
    case 'dutySite':
      return { DutySiteID: row.objectId, ...base };
    case 'external':
      return {
        ...base,
        Phone: row.phone,
        Mail: row.mail,
        ...(row.objectId !== null ? { RoleID: row.objectId } : {}),
        ...(row.id !== null ? { ID: row.id } : {}),
      };
  }
}

/** POST: the new row's ID when the answer has it. */
export const createGroupRecipient = (row: DraftRecipient, groupId: number): Promise<Created> =>
  request({
    host: 'msg',
    path: PATHS[row.kind],
    method: 'POST',
    body: bodyOf(row, groupId),
    schema: createdSchema,
    responseType: 'lenient',
  });

/** PUT (external recipients only). */
export const updateGroupRecipient = (row: DraftRecipient, groupId: number): Promise<unknown> =>
  request({
    host: 'msg',
    path: PATHS[row.kind],
    method: 'PUT',
    body: bodyOf(row, groupId),
    responseType: 'lenient',
  });

/** DELETE with the spec's body plus the row's ID. */
export const deleteGroupRecipient = (row: DraftRecipient, groupId: number): Promise<unknown> =>
  request({
    host: 'msg',
    path: PATHS[row.kind],
    method: 'DELETE',
    body: { ...bodyOf(row, groupId), ID: row.id },
    responseType: 'lenient',
  });
