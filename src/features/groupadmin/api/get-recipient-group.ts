import { queryOptions } from '@tanstack/react-query';
import { MUTATION_TIMEOUT_MS, request } from '@/lib/api/client';
import { recipientGroupKeys } from '@/lib/resources/recipient-groups/recipient-group-keys';
import {
  recipientGroupSchema,
  type RecipientGroup,
} from '@/lib/resources/recipient-groups/recipient-group-schema';

/**
 * GET msg /RecipientGroup/{id}. `timeoutMs` when a change waits for it (a save or a delete asks
 * what the server holds): that must end like the change would, never spin for ever.
 */
export const getRecipientGroup = (
  groupId: number,
  signal?: AbortSignal,
  timeoutMs?: number,
): Promise<RecipientGroup> =>
  request({
    host: 'msg',
    path: `/RecipientGroup/${groupId}`,
    schema: recipientGroupSchema,
    signal,
    timeoutMs,
  });

/** One group as the server holds it now (the edit form starts from it); off for a new group. */
export const recipientGroupQuery = (groupId: number | null, userId: string) =>
  queryOptions({
    queryKey: recipientGroupKeys.group(groupId, userId),
    queryFn: ({ signal }) => getRecipientGroup(groupId!, signal),
    enabled: groupId !== null,
    staleTime: 0,
  });

/** The group as a save or a delete asks for it: as long as a change may wait, no longer. */
export const getGroupForChange = (groupId: number) =>
  getRecipientGroup(groupId, undefined, MUTATION_TIMEOUT_MS);
