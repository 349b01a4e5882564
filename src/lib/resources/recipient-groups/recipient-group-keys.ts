/**
 * Query keys of the recipient groups (msg host), shared by the message form and the group
 * administration so that one cache serves both. The list is not district-bound (it holds every
 * readable district); screens filter it. Invalidate `all` after any change to a group.
 */
export const recipientGroupKeys = {
  all: ['recipientGroups'] as const,
  list: (userId: string) => [...recipientGroupKeys.all, 'list', { userId }] as const,
  /** Every user's copy of one group (null: none chosen, a new group). */
  anyGroup: (groupId: number | null) => [...recipientGroupKeys.all, 'group', groupId] as const,
  group: (groupId: number | null, userId: string) =>
    [...recipientGroupKeys.anyGroup(groupId), { userId }] as const,
  /** Mutation keys: a save or a delete in flight (asked synchronously before another starts). */
  save: () => [...recipientGroupKeys.all, 'save'] as const,
  remove: () => [...recipientGroupKeys.all, 'remove'] as const,
};
