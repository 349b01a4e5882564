import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { recipientGroupsReader } from './read-recipient-groups';
import type { RecipientGroup } from './recipient-group-schema';
import { recipientGroupKeys } from './recipient-group-keys';

/** Spec 2 §9: the recipient-group list is cached for 10 minutes. */
const RECIPIENT_GROUP_CACHE_MS = 10 * 60 * 1000;

/**
 * GET msg /Recipientgroup: every group the user may read (all their message districts).
 * `timeoutMs` when a change waits for the list (it must end like the change would).
 */
export const getRecipientGroups = (
  signal?: AbortSignal,
  timeoutMs?: number,
): Promise<RecipientGroup[]> =>
  request({
    host: 'msg',
    path: '/Recipientgroup',
    // Read by hand as z.array(recipientGroupSchema) would (zod stays out of the message list).
    schema: recipientGroupsReader,
    signal,
    timeoutMs,
  });

/**
 * The one cached group list of the portal: the message form and the group administration read
 * it, and a group save invalidates it (`recipientGroupKeys.all`) so the form sees the change.
 */
export const recipientGroupsQuery = (userId: string) =>
  queryOptions({
    queryKey: recipientGroupKeys.list(userId),
    queryFn: ({ signal }) => getRecipientGroups(signal),
    staleTime: RECIPIENT_GROUP_CACHE_MS,
    gcTime: RECIPIENT_GROUP_CACHE_MS,
    enabled: userId !== '',
  });
