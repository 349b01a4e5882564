import { isApiError } from '@/lib/api/api-error';
import { isDocumentIdFree } from '../api/check-document-id';
import { storeDocument, uploadDocuments } from '../api/upload-document';
import { findFreeDocumentId } from './document-id';
import type { UploadMetadata } from './upload-metadata';

export type FileStatus = 'waiting' | 'id' | 'api' | 'doc' | 'done' | 'failed';

export type SharedMetadata = Omit<UploadMetadata, 'Id' | 'GUID' | 'FileName' | 'DocId'>;

/**
 * What one file's upload has achieved: its metadata (with its id) once a free id was found, and
 * whether the api host has the document. A retry goes on from here, so that it repeats only the
 * step that failed, with the same id and metadata, and never creates a second document.
 */
export interface UploadProgress {
  meta: UploadMetadata | null;
  apiDone: boolean;
}

export const NOTHING_DONE: UploadProgress = { meta: null, apiDone: false };

/** The three calls of an upload (the real ones by default; tests pass their own). */
export interface UploadCalls {
  isFree: (id: number) => Promise<boolean>;
  upload: (file: { file: Blob; name: string }, meta: UploadMetadata) => Promise<unknown>;
  store: (file: { file: Blob; name: string }, meta: UploadMetadata) => Promise<unknown>;
}

const HTTP_CALLS: UploadCalls = {
  isFree: (id) => isDocumentIdFree(id),
  upload: (file, meta) => uploadDocuments([file], [meta]),
  store: (file, meta) => storeDocument(file, meta),
};

/**
 * One file: a free id (9 + 8 digits, GET /document/{id} until 404, at most 10 tries), the api
 * host's upload, then the doc host's /v1/Document/Upload — each step only if `from` has not done
 * it yet. `report` is told the step about to run and the progress so far (keep it: it is what a
 * retry starts from).
 */
export async function uploadFile(
  file: { file: Blob; name: string },
  shared: SharedMetadata,
  from: UploadProgress,
  taken: Set<number>,
  report: (status: FileStatus, progress: UploadProgress, attempt?: number) => void,
  calls: UploadCalls = HTTP_CALLS,
): Promise<UploadProgress> {
  let progress = from;
  if (!progress.meta) {
    report('id', progress, 1);
    const id = await findFreeDocumentId(calls.isFree, {
      taken,
      onAttempt: (n) => report('id', progress, n),
    });
    taken.add(id);
    const meta: UploadMetadata = {
      ...shared,
      Id: id,
      GUID: crypto.randomUUID(),
      FileName: file.name,
      DocId: `VLS-${id}`,
    };
    progress = { meta, apiDone: false };
  }
  const meta = progress.meta!;
  // The file goes under the name it was first sent with.
  const named = { file: file.file, name: meta.FileName };
  if (!progress.apiDone) {
    report('api', progress);
    try {
      await calls.upload(named, meta);
    } catch (error) {
      // A repeat of an attempt that got no answer: if the id is taken now, that attempt arrived
      // (the id was free before it, and is ours), so the step is done, not a conflict.
      const repeat = from.meta !== null && isApiError(error) && error.status === 409;
      if (!repeat || (await calls.isFree(meta.Id))) throw error;
    }
    progress = { meta, apiDone: true };
  }
  report('doc', progress);
  await calls.store(named, meta);
  report('done', progress);
  return progress;
}
