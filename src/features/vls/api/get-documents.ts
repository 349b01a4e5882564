import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import type { VlsDocument } from './schemas';
import { documentsReader } from './read-documents';
import { vlsKeys, type FollowupFilter } from './vls-keys';

/** The `filter` of GET api /document/getfilter (sent as one JSON string). */
export interface DocumentFilter {
  userId: string;
  followup: boolean;
  districtId: number | null;
  dutySiteId: number | null;
  /** Present for "all documents" (a list of ticked tags; empty = every tag). */
  processtagid?: readonly number[];
}

/**
 * GET api /document/getfilter?filter={...}. A district or duty site that is not chosen (null:
 * every follow-up district, no duty site) is left out of the filter, not sent as null: the spec
 * gives no meaning to a null.
 */
export function getDocuments(filter: DocumentFilter, signal?: AbortSignal): Promise<VlsDocument[]> {
  const { userId, followup, districtId, dutySiteId, processtagid } = filter;
  const body = {
    userId,
    followup,
    ...(districtId === null ? {} : { districtId }),
    ...(dutySiteId === null ? {} : { dutySiteId }),
    ...(processtagid ? { processtagid } : {}),
  };
  return request({
    host: 'api',
    path: '/document/getfilter',
    query: { filter: JSON.stringify(body) },
    schema: documentsReader,
    signal,
  });
}

/** What the user must read in the district. */
export const myDocumentsQuery = (userId: string, districtId: number | null) =>
  queryOptions({
    queryKey: vlsKeys.myDocuments(districtId, userId),
    queryFn: ({ signal }) =>
      getDocuments({ userId, followup: false, districtId, dutySiteId: null }, signal),
    enabled: districtId !== null && userId !== '',
  });

/** Another user's documents and receipts (review; DOC_FOLLOWUP). */
export const userDocumentsQuery = (userId: string, districtId: number | null) =>
  queryOptions({
    queryKey: vlsKeys.userDocuments(districtId, userId),
    queryFn: ({ signal }) =>
      getDocuments({ userId, followup: false, districtId, dutySiteId: null }, signal),
    enabled: districtId !== null && userId !== '',
  });

/** Every document of the district carrying one of the ticked tags. */
export const allDocumentsQuery = (
  userId: string,
  districtId: number | null,
  tagIds: readonly number[],
) =>
  queryOptions({
    queryKey: vlsKeys.allDocuments(districtId, tagIds, userId),
    queryFn: ({ signal }) =>
      getDocuments(
        { userId, followup: false, districtId, dutySiteId: null, processtagid: tagIds },
        signal,
      ),
    enabled: districtId !== null && userId !== '',
  });

/** Follow-up: documents with their unread counts. */
export const followupDocumentsQuery = (userId: string, filter: FollowupFilter) =>
  queryOptions({
    queryKey: vlsKeys.followupDocuments(filter, userId),
    queryFn: ({ signal }) => getDocuments({ userId, followup: true, ...filter }, signal),
    enabled: userId !== '',
  });
