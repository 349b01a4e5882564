import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { invalidateRecipientGroups } from '@/lib/resources/recipient-groups/invalidate-recipient-groups';
import { recipientGroupKeys } from '@/lib/resources/recipient-groups/recipient-group-keys';
import { runGroupDelete, type GroupDeleteApi } from '../lib/run-group-delete';
import { getGroupForChange } from './get-recipient-group';

/** DELETE msg /RecipientGroup/{id} (spec 2 §7): success by status alone. */
export const deleteRecipientGroup = (groupId: number): Promise<unknown> =>
  request({
    host: 'msg',
    path: `/RecipientGroup/${groupId}`,
    method: 'DELETE',
    responseType: 'lenient',
  });

/** The calls of a group delete. */
export const groupDeleteApi: GroupDeleteApi = {
  deleteGroup: deleteRecipientGroup,
  getGroup: getGroupForChange,
};

/**
 * Deletes a group once (runGroupDelete: a 404 or a lost answer after which the group is gone
 * count as deleted). When it is gone, its own cached copy goes and every cached list of the
 * groups is refetched through the key factory (not waited for: the view returns to the list).
 */
export function useDeleteRecipientGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: recipientGroupKeys.remove(),
    mutationFn: (groupId: number) => runGroupDelete(groupId, groupDeleteApi),
    onSuccess: (outcome, groupId) => {
      if (!outcome.gone) return;
      client.removeQueries({ queryKey: recipientGroupKeys.anyGroup(groupId) });
      void invalidateRecipientGroups(client);
    },
  });
}
