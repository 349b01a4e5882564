import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { recipientGroupKeys } from '@/lib/recipient-groups/recipient-group-keys';
import {
  recipientGroupSchema,
  type RecipientGroup,
} from '@/lib/recipient-groups/recipient-group-schema';

/** GET msg /RecipientGroup/{id}. */
export const getRecipientGroup = (groupId: number, signal?: AbortSignal): Promise<RecipientGroup> =>
  request({
    host: 'msg',
    path: `/RecipientGroup/${groupId}`,
    schema: recipientGroupSchema,
    signal,
  });

/** One group as the server holds it now (the edit form starts from it). */
export const recipientGroupQuery = (groupId: number, userId: string) =>
  queryOptions({
    queryKey: recipientGroupKeys.group(groupId, userId),
    queryFn: ({ signal }) => getRecipientGroup(groupId, signal),
    staleTime: 0,
  });
