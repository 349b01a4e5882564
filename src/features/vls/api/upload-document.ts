import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { id, text } from '@/lib/api/schemas';
import type { UploadMetadata } from '../lib/upload-metadata';
import { vlsKeys } from './vls-keys';

/** A file of up to 25 MB may take minutes on a slow line: a longer wait than other changes. */
export const UPLOAD_TIMEOUT_MS = 300_000;

const createdSchema = z.array(z.object({ ID: id, Name: text }));

/** POST api /document/upload: multipart with `file` part(s) and `data` (JSON array). */
export function uploadDocuments(
  files: readonly { file: Blob; name: string }[],
  data: readonly UploadMetadata[],
  signal?: AbortSignal,
) {
  const form = new FormData();
  for (const { file, name } of files) form.append('file', file, name);
  form.append('data', JSON.stringify(data));
  return request({
    host: 'api',
    path: '/document/upload',
    method: 'POST',
    body: form,
    schema: createdSchema,
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/** POST doc /v1/Document/Upload: parts `file` and `data` (one JSON metadata object). */
export function storeDocument(
  file: { file: Blob; name: string },
  data: UploadMetadata,
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.append('file', file.file, file.name);
  form.append('data', JSON.stringify(data));
  return request({
    host: 'doc',
    path: '/v1/Document/Upload',
    method: 'POST',
    body: form,
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/**
 * The cache consequence of an upload run (`uploadFile` of lib/run-upload, file by file), to call
 * when the run ends, however it ended (some files may have arrived): every document list and the
 * follow-up are refetched.
 */
export function useInvalidateAfterUpload(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: vlsKeys.documents() });
    void queryClient.invalidateQueries({ queryKey: vlsKeys.followup() });
  }, [queryClient]);
}
