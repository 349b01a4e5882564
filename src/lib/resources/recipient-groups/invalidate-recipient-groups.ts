import type { QueryClient } from '@tanstack/react-query';
import { recipientGroupKeys } from './recipient-group-keys';

/**
 * After a group is saved or deleted: every cached copy of the groups is stale at once (the
 * 10-minute cache must not keep showing the old group in the message form). Every query that
 * holds groups is keyed under `recipientGroupKeys.all`: the shared list, which the message form
 * and the group administration both read, and each group's own copy.
 */
export function invalidateRecipientGroups(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: recipientGroupKeys.all });
}
