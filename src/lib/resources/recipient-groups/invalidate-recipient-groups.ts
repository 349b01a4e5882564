import type { QueryClient } from '@tanstack/react-query';
import { recipientGroupKeys } from './recipient-group-keys';

/** Mark a query that holds recipient groups under a key of its own: `meta: RECIPIENT_GROUPS_META`. */
export const RECIPIENT_GROUPS_META = { recipientGroups: true } as const;

/**
 * After a group is saved or deleted: every cached copy of the groups is stale at once (the
 * 10-minute cache must not keep showing the old group in the message form). Covers the shared
 * list (`recipientGroupKeys`, which the message form and the group administration both read) and
 * queries marked with RECIPIENT_GROUPS_META.
 */
export function invalidateRecipientGroups(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: recipientGroupKeys.all }),
    queryClient.invalidateQueries({ predicate: (q) => q.meta?.recipientGroups === true }),
  ]).then(() => undefined);
}
