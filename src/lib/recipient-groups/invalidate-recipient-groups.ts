import type { QueryClient } from '@tanstack/react-query';
import { recipientGroupKeys } from './recipient-group-keys';

/** Mark a query that holds recipient groups under a key of its own: `meta: RECIPIENT_GROUPS_META`. */
export const RECIPIENT_GROUPS_META = { recipientGroups: true } as const;

/**
 * After a group is saved or deleted: every cached copy of the groups is stale at once (the
 * 10-minute cache must not keep showing the old group in the message form). Covers the shared
 * list (`recipientGroupKeys`), queries marked with RECIPIENT_GROUPS_META, and the keys given
 * (another feature's own group list, named by its key prefix).
 */
export function invalidateRecipientGroups(
  queryClient: QueryClient,
  alsoKeys: readonly (readonly unknown[])[] = [],
): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: recipientGroupKeys.all }),
    queryClient.invalidateQueries({ predicate: (q) => q.meta?.recipientGroups === true }),
    ...alsoKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]).then(() => undefined);
}
