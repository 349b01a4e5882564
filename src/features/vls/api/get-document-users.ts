import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { documentUserSchema, type DocumentUser } from './schemas';
import { vlsKeys, type FollowupFilter } from './vls-keys';

/**
 * GET doc /v1/document/users?documentid&districtid&dutysiteid: the recipients of a document
 * with their receipts; without a document, the staff who receive documents, with counts.
 */
export function getDocumentUsers(
  documentId: number | null,
  filter: FollowupFilter,
  signal?: AbortSignal,
): Promise<DocumentUser[]> {
  return request({
    host: 'doc',
    path: '/v1/document/users',
    query: {
      documentid: documentId,
      districtid: filter.districtId,
      dutysiteid: filter.dutySiteId,
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

export const staffQuery = (filter: FollowupFilter) =>
  queryOptions({
    queryKey: vlsKeys.staff(filter),
    queryFn: ({ signal }) => getDocumentUsers(null, filter, signal),
  });
