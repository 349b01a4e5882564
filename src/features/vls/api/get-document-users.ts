import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { documentUserSchema, type DocumentUser } from './schemas';
import { vlsKeys, type FollowupFilter } from './vls-keys';

/**
 * GET doc /v1/document/users?documentid&districtid&dutysiteid: the recipients of a document with
 * their receipts. A district or duty site not chosen (every follow-up district, no duty site) is
 * left out, not sent as null.
 */
export function getDocumentUsers(
  documentId: number,
  filter: FollowupFilter,
  signal?: AbortSignal,
): Promise<DocumentUser[]> {
  return request({
    host: 'doc',
    path: '/v1/document/users',
    query: {
      documentid: documentId,
      districtid: filter.districtId ?? undefined,
      dutysiteid: filter.dutySiteId ?? undefined,
    },
    schema: z.array(documentUserSchema),
    signal,
  });
}

export const documentUsersQuery = (documentId: number, filter: FollowupFilter) =>
  queryOptions({
    queryKey: vlsKeys.documentUsers(documentId, filter),
    queryFn: ({ signal }) => getDocumentUsers(documentId, filter, signal),
  });
