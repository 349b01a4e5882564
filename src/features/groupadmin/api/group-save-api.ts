import { getRecipientGroups } from '@/lib/recipient-groups/get-recipient-groups';
import type { GroupSaveApi } from '../lib/run-group-save';
import { getRecipientGroup } from './get-recipient-group';
import {
  createGroupRecipient,
  deleteGroupRecipient,
  updateGroupRecipient,
} from './save-group-recipient';
import { createRecipientGroup, updateRecipientGroup } from './save-recipient-group';

/** The msg host's calls that a group save is made of. */
export const groupSaveApi: GroupSaveApi = {
  createGroup: createRecipientGroup,
  updateGroup: updateRecipientGroup,
  getGroup: (groupId) => getRecipientGroup(groupId),
  listGroups: () => getRecipientGroups(),
  createRecipient: createGroupRecipient,
  updateRecipient: updateGroupRecipient,
  deleteRecipient: deleteGroupRecipient,
};
