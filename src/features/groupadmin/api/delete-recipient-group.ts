import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateRecipientGroups } from '@/lib/recipient-groups/invalidate-recipient-groups';
import { recipientGroupKeys } from '@/lib/recipient-groups/recipient-group-keys';
import { runGroupDelete } from '../lib/run-group-delete';
import { groupDeleteApi } from './group-save-api';
import { MESSAGE_FORM_GROUPS } from './save-recipient-group';

/**
 * Deletes a group once (runGroupDelete: a 404 or a lost answer after which the group is gone
 * count as deleted). When it is gone, its own cached copy goes and every cached list of the
 * groups is refetched (not waited for: the view returns to the list at once).
 */
export function useDeleteRecipientGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => runGroupDelete(groupId, groupDeleteApi),
    onSuccess: (outcome, groupId) => {
      if (!outcome.gone) return;
      client.removeQueries({ queryKey: [...recipientGroupKeys.all, 'group', groupId] });
      void invalidateRecipientGroups(client, [MESSAGE_FORM_GROUPS]);
    },
  });
}
