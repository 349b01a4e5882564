import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { GROUP_CACHE_MS } from '../lib/constants';
import { recipientGroupSchema, type RecipientGroup } from './schemas';
import { messageKeys } from './message-keys';

/** GET msg /Recipientgroup?districtId=4,5 — the groups of the districts (cached 10 minutes). */
export function getRecipientGroups(
  districts: readonly number[],
  signal?: AbortSignal,
): Promise<RecipientGroup[]> {
  return request({
    host: 'msg',
    path: '/Recipientgroup',
    query: { districtId: districts.join(',') },
    schema: z.array(recipientGroupSchema),
    signal,
  });
}

export const recipientGroupsQuery = (districts: readonly number[]) =>
  queryOptions({
    queryKey: messageKeys.groups(districts),
    queryFn: ({ signal }) => getRecipientGroups(districts, signal),
    staleTime: GROUP_CACHE_MS,
    gcTime: GROUP_CACHE_MS,
    enabled: districts.length > 0,
  });
