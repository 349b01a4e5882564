import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import type { UploadMetadata } from '../lib/upload-metadata';
import {
  uploadFile,
  type FileStatus,
  type SharedMetadata,
  type UploadCalls,
  type UploadProgress,
} from '../lib/run-upload';
import { lookUpDocumentId } from './check-document-id';
import { vlsKeys } from './vls-keys';

/** A file of up to 25 MB may take minutes on a slow line: a longer wait than other changes. */
export const UPLOAD_TIMEOUT_MS = 300_000;

/**
 * POST api /document/upload: multipart with `file` part(s) and `data` (JSON array). The answer's
 * shape is not given (spec 1 §7): success is the status; the body is not needed (the id is ours).
 */
export function uploadDocuments(
  files: readonly { file: Blob; name: string }[],
  data: readonly UploadMetadata[],
  signal?: AbortSignal,
): Promise<void> {
  return postFiles('api', '/document/upload', files, data, signal);
}

/** POST doc /v1/Document/Upload: parts `file` and `data` (one JSON metadata object). */
export function storeDocument(
  file: { file: Blob; name: string },
  data: UploadMetadata,
  signal?: AbortSignal,
): Promise<void> {
  return postFiles('doc', '/v1/Document/Upload', [file], data, signal);
}

/** Multipart `file` part(s) and `data` as JSON; success by status alone. */
function postFiles(
  host: 'api' | 'doc',
  path: string,
  files: readonly { file: Blob; name: string }[],
  data: unknown,
  signal?: AbortSignal,
): Promise<void> {
  const form = new FormData();
  for (const { file, name } of files) form.append('file', file, name);
  form.append('data', JSON.stringify(data));
  return request<unknown>({
    host,
    path,
    method: 'POST',
    body: form,
    responseType: 'lenient',
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  }).then(() => undefined);
}

/** The calls of one file's upload over HTTP. */
export const HTTP_UPLOAD_CALLS: UploadCalls = {
  lookUp: (id) => lookUpDocumentId(id),
  upload: (file, meta) => uploadDocuments([file], [meta]),
  store: (file, meta) => storeDocument(file, meta),
};

/** What one file's upload is called with (see `uploadFile` of lib/run-upload). */
export interface UploadVariables {
  file: { file: Blob; name: string };
  shared: SharedMetadata;
  from: UploadProgress;
  /** Ids chosen in this batch (added to as the file gets its own). */
  taken: Set<number>;
  report: (status: FileStatus, progress: UploadProgress, attempt?: number) => void;
}

/**
 * Uploads one file (id, api host, doc host; a retry goes on from `from`). However it ends (the
 * document may exist after a failure of its doc host step), every document list and the
 * follow-up are refetched.
 */
export function useUploadDocument(calls: UploadCalls = HTTP_UPLOAD_CALLS) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: vlsKeys.upload(),
    mutationFn: ({ file, shared, from, taken, report }: UploadVariables) =>
      uploadFile(file, shared, from, taken, report, calls),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: vlsKeys.documents() });
      void queryClient.invalidateQueries({ queryKey: vlsKeys.followup() });
    },
  });
}
