import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { documentUserSchema, type DocumentUser } from './schemas';
import { vlsKeys, type FollowupFilter } from './vls-keys';

/** The spec's answer to a search without text (the server gives the same). */
export const EMPTY_SEARCH_MESSAGE = 'Text parameter is not included or is empty';

/** GET doc /v1/document/searchusers?searchword&districtid (the duty site is filtered here). */
export function searchDocumentUsers(
  word: string,
  filter: FollowupFilter,
  signal?: AbortSignal,
): Promise<DocumentUser[]> {
  if (!word.trim()) return Promise.reject(new Error(EMPTY_SEARCH_MESSAGE));
  return request({
    host: 'doc',
    path: '/v1/document/searchusers',
    query: { searchword: word.trim(), districtid: filter.districtId ?? undefined },
    schema: z.array(documentUserSchema),
    signal,
  }).then((users) =>
    filter.dutySiteId === null
      ? users
      : users.filter((u) => u.DutySiteIDs.includes(filter.dutySiteId!)),
  );
}

/**
 * One query per search word: an older, slower answer belongs to another key (and is aborted by
 * its signal), so it can never replace the answer to what the user typed last.
 */
export const searchUsersQuery = (word: string, filter: FollowupFilter) =>
  queryOptions({
    queryKey: vlsKeys.searchUsers(word.trim(), filter),
    queryFn: ({ signal }) => searchDocumentUsers(word, filter, signal),
    enabled: word.trim() !== '',
    placeholderData: keepPreviousData,
  });
