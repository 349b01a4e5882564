import { MUTATION_TIMEOUT_MS } from '@/lib/api/client';
import { getRecipientGroups } from '@/lib/recipient-groups/get-recipient-groups';
import type { GroupDeleteApi } from '../lib/run-group-delete';
import type { GroupSaveApi } from '../lib/run-group-save';
import { getRecipientGroup } from './get-recipient-group';
import {
  createGroupRecipient,
  deleteGroupRecipient,
  updateGroupRecipient,
} from './save-group-recipient';
import {
  createRecipientGroup,
  deleteRecipientGroup,
  updateRecipientGroup,
} from './recipient-group-calls';

/** What a save or a delete asks the server in between waits as long as a change may. */
const getGroup = (groupId: number) => getRecipientGroup(groupId, undefined, MUTATION_TIMEOUT_MS);

/** The msg host's calls that a group save is made of. */
export const groupSaveApi: GroupSaveApi = {
  createGroup: createRecipientGroup,
  updateGroup: updateRecipientGroup,
  getGroup,
  listGroups: () => getRecipientGroups(undefined, MUTATION_TIMEOUT_MS),
  createRecipient: createGroupRecipient,
  updateRecipient: updateGroupRecipient,
  deleteRecipient: deleteGroupRecipient,
};

/** The msg host's calls of a group delete. */
export const groupDeleteApi: GroupDeleteApi = { deleteGroup: deleteRecipientGroup, getGroup };
