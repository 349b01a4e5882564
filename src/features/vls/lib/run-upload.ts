import { isApiError } from '@/lib/api/api-error';
import { isDocumentIdFree } from '../api/check-document-id';
import { storeDocument, uploadDocuments } from '../api/upload-document';
import { findFreeDocumentId } from './document-id';
import type { UploadMetadata } from './upload-metadata';

export type FileStatus = 'waiting' | 'id' | 'api' | 'doc' | 'done' | 'failed';

export type SharedMetadata = Omit<UploadMetadata, 'Id' | 'GUID' | 'FileName' | 'DocId'>;
/** What makes a file's document itself: found once, kept by every retry. */
type Identity = Pick<UploadMetadata, 'Id' | 'GUID' | 'FileName' | 'DocId'>;

/**
 * What one file's upload has achieved: its metadata (with its id) once a free id was found, and
 * whether the api host has the document. A retry goes on from here, so that it repeats only the
 * step that failed, with the same id and name, and never creates a second document. Until the api
 * host has the document, `meta` holds the details last sent; after, the details it was created with.
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

/** A refusal because the file is too large: uploading it again cannot help. */
export function refusedAsTooLarge(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 413 || (error.status === 400 && /too large|för stor/i.test(error.message))
  );
}

/**
 * One file: a free id (9 + 8 digits, GET /document/{id} until 404, at most 10 tries), the api
 * host's upload, then the doc host's /v1/Document/Upload — each step only if `from` has not done
 * it yet. `report` is told the step about to run and the progress so far (keep it: it is what a
 * retry starts from).
 *
 * The id step uses no details; the api step creates the document with `shared`, the details the
 * form holds now (a retry too, under the id and name found first). The doc host stores that same
 * document, so it gets the details the api host has: once the api host has it, a change of the
 * details no longer applies to this file (there is no call to change a created document, and a
 * new id would make a second one). `sameDetails` tells the page when that is so.
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
  if (!progress.apiDone) {
    let identity: Identity | null = progress.meta;
    if (!identity) {
      report('id', progress, 1);
      const id = await findFreeDocumentId(calls.isFree, {
        taken,
        onAttempt: (n) => report('id', progress, n),
      });
      taken.add(id);
      identity = { Id: id, GUID: crypto.randomUUID(), FileName: file.name, DocId: `VLS-${id}` };
    }
    const { Id, GUID, FileName, DocId } = identity;
    // Only the identity is kept from an earlier attempt; the details are the form's now.
    const meta: UploadMetadata = { ...shared, Id, GUID, FileName, DocId };
    progress = { meta, apiDone: false };
    report('api', progress);
    try {
      await calls.upload({ file: file.file, name: FileName }, meta);
      progress = { meta, apiDone: true };
    } catch (error) {
      // A repeat of an attempt that got no answer: if the id is taken now, that attempt arrived
      // (the id was free before it, and is ours), so the step is done, not a conflict — with the
      // details sent then.
      const repeat = from.meta !== null && isApiError(error) && error.status === 409;
      if (!repeat || (await calls.isFree(Id))) throw error;
      progress = { meta: from.meta, apiDone: true };
    }
  }
  const meta = progress.meta!;
  report('doc', progress);
  // The file goes under the name it was first sent with.
  await calls.store({ file: file.file, name: meta.FileName }, meta);
  report('done', progress);
  return progress;
}
