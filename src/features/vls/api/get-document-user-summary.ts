import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { optionalId } from '@/lib/api/schemas';
import { count } from './schemas';
import { vlsKeys } from './vls-keys';

const summarySchema = z.object({
  /** Not used (the portal asked for the document), and not given by the spec: optional. */
  DocumentID: optionalId,
  UserCount: count,
  ReadCount: count,
  UnreadCount: count,
  CheckedCount: count,
});
export type DocumentUserSummary = z.infer<typeof summarySchema>;

/** GET api /document/getdocumentusersummary?documentId. */
export const getDocumentUserSummary = (documentId: number, signal?: AbortSignal) =>
  request({
    host: 'api',
    path: '/document/getdocumentusersummary',
    query: { documentId },
    schema: summarySchema,
    signal,
  });

export const documentUserSummaryQuery = (documentId: number) =>
  queryOptions({
    queryKey: vlsKeys.summary(documentId),
    queryFn: ({ signal }) => getDocumentUserSummary(documentId, signal),
  });
