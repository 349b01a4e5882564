import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { MUTATION_TIMEOUT_MS, request } from '@/lib/api/client';
import { id } from '@/lib/api/schemas';
import { useSession } from '@/stores/session';
import { getRecipientGroups } from '@/lib/resources/recipient-groups/get-recipient-groups';
import { recipientGroupKeys } from '@/lib/resources/recipient-groups/recipient-group-keys';
import { invalidateRecipientGroups } from '@/lib/resources/recipient-groups/invalidate-recipient-groups';
import type { DraftRecipient, GroupDraft, RecipientKind } from '../lib/group-draft';
import type { Created, GroupFields, GroupSaveApi } from '../lib/group-save-api';
import { groupFields, runGroupSave, type SaveOutcome } from '../lib/run-group-save';
import { getGroupForChange } from './get-recipient-group';

/**
 * A group save's calls (spec 2 §7, msg host) and its hook. POST /RecipientGroup {DistrictID,
 * Name, From}, PUT /RecipientGroup/{id} {…, ID}; then per recipient row POST and DELETE
 * /GroupDistrictRecipient {DistrictID, Name, RecipientGroupID}, /GroupRoleRecipient {RoleID, …},
 * /GroupDutySiteRecipient {DutySiteID, …}, POST, PUT and DELETE /GroupExternalRecipient {Name,
 * Phone, Mail, RecipientGroupID, ID}; deletes carry the row's ID when it is known.
 * The spec gives no answer shapes: success is the status ('lenient'); a create's body is used
 * only when it is an object with the new record's ID (else the record is looked for).
 */
const createdSchema = z.object({ ID: id });

const write = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  request({ host: 'msg', path, method, body, schema: createdSchema, responseType: 'lenient' });

export const createRecipientGroup = (fields: GroupFields): Promise<Created> =>
  write('POST', '/RecipientGroup', fields);

export const updateRecipientGroup = (groupId: number, fields: GroupFields): Promise<unknown> =>
  write('PUT', `/RecipientGroup/${groupId}`, { ...fields, ID: groupId });

const PATHS: Record<RecipientKind, string> = {
  district: '/GroupDistrictRecipient',
  role: '/GroupRoleRecipient',
  dutySite: '/GroupDutySiteRecipient',
  external: '/GroupExternalRecipient',
};

function bodyOf(row: DraftRecipient, groupId: number): Record<string, unknown> {
  const base = { Name: row.name, RecipientGroupID: groupId };
  const withId = row.id !== null ? { ID: row.id } : {};
  switch (row.kind) {
    case 'district':
      return { DistrictID: row.objectId, ...base };
    case 'role':
      return { RoleID: row.objectId, ...base };
    case 'dutySite':
      return { DutySiteID: row.objectId, ...base };
    case 'external': {
      const role = row.objectId !== null ? { RoleID: row.objectId } : {};
      return { ...base, Phone: row.phone, Mail: row.mail, ...role, ...withId };
    }
  }
}

export const createGroupRecipient = (row: DraftRecipient, groupId: number): Promise<Created> =>
  write('POST', PATHS[row.kind], bodyOf(row, groupId));

/** PUT (external recipients only). */
export const updateGroupRecipient = (row: DraftRecipient, groupId: number): Promise<unknown> =>
  write('PUT', PATHS[row.kind], bodyOf(row, groupId));

export const deleteGroupRecipient = (row: DraftRecipient, groupId: number): Promise<unknown> =>
  write('DELETE', PATHS[row.kind], {
    ...bodyOf(row, groupId),
    ...(row.id !== null ? { ID: row.id } : {}),
  });

/** The calls a group save is made of; its reads wait as long as a change may. */
export const groupSaveApi: GroupSaveApi = {
  createGroup: createRecipientGroup,
  updateGroup: updateRecipientGroup,
  getGroup: getGroupForChange,
  listGroups: () => getRecipientGroups(undefined, MUTATION_TIMEOUT_MS),
  createRecipient: createGroupRecipient,
  updateRecipient: updateGroupRecipient,
  deleteRecipient: deleteGroupRecipient,
};

/** Channels saved but not kept: RecipientTypes is not in spec 2 §7, a server may ignore it. */
export interface ChannelsLost {
  chosen: number[];
  kept: number[];
}

export interface GroupSaveResult extends SaveOutcome {
  /** The refetched group holds other channels than were saved (null: as saved, or not read). */
  channelsLost: ChannelsLost | null;
}

const sorted = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b);

/** After a save: the group as the server holds it now, into the cache; its channels compared. */
async function checkChannels(
  client: QueryClient,
  userId: string,
  groupId: number,
  chosen: number[],
) {
  const group = await getGroupForChange(groupId).catch(() => null);
  if (!group) return null; // not known; the invalidation reads it again
  client.setQueryData(recipientGroupKeys.group(groupId, userId), group);
  const kept = sorted(group.RecipientTypes);
  const wanted = sorted(chosen);
  return kept.join() === wanted.join() ? null : { chosen: wanted, kept };
}

/**
 * Saves a group (runGroupSave: the group, then each recipient; creates made once). `store`
 * keeps each step's draft. When the group itself is saved it is read back and its channels
 * compared with those saved; then every cached copy of the groups, the message form's list
 * among them, is refetched through the key factory. One save at a time: `recipientGroupKeys.save`.
 */
export function useSaveRecipientGroup(store: (draft: GroupDraft) => void) {
  const client = useQueryClient();
  const userId = useSession()?.userId ?? '';
  return useMutation({
    mutationKey: recipientGroupKeys.save(),
    mutationFn: async (draft: GroupDraft): Promise<GroupSaveResult> => {
      const outcome = await runGroupSave(draft, groupSaveApi, store);
      const groupId = outcome.draft.groupId;
      const groupSaved = !outcome.failures.some((f) => f.operation === 'group');
      const channelsLost =
        groupId !== null && groupSaved
          ? await checkChannels(client, userId, groupId, groupFields(draft).RecipientTypes)
          : null;
      return { ...outcome, channelsLost };
    },
    onSettled: () => void invalidateRecipientGroups(client),
  });
}
