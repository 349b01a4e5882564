import { isApiError, outcomeUnknown } from '@/lib/api/api-error';
import { findFreeDocumentId } from './document-id';
import type { UploadMetadata } from './upload-metadata';

export type FileStatus = 'waiting' | 'id' | 'api' | 'doc' | 'done' | 'failed' | 'unknown';

export type SharedMetadata = Omit<UploadMetadata, 'Id' | 'GUID' | 'FileName' | 'DocId'>;
/** What makes a file's document itself: found once, kept by every retry. */
type Identity = Pick<UploadMetadata, 'Id' | 'GUID' | 'FileName' | 'DocId'>;

/**
 * What one file's upload has achieved: its metadata (with its id) once a free id was found, and
 * whether the api host has the document. A retry goes on from here, so that it repeats only the
 * step that failed, with the same id and name, and never creates a second document. Until the api
 * host has the document, `meta` holds the details last sent; after, the details it was created with.
 * `unknown` names a step whose last attempt got no answer that says whether it was done.
 */
export interface UploadProgress {
  meta: UploadMetadata | null;
  apiDone: boolean;
  unknown?: 'api' | 'doc';
}

export const NOTHING_DONE: UploadProgress = { meta: null, apiDone: false };

/** The three calls of an upload (the HTTP ones in api/upload-document; tests pass their own). */
export interface UploadCalls {
  /** GET api /document/{id}: 'free' (404) or 'taken'; throws when the answer says neither. */
  lookUp: (id: number) => Promise<'free' | 'taken'>;
  upload: (file: { file: Blob; name: string }, meta: UploadMetadata) => Promise<unknown>;
  store: (file: { file: Blob; name: string }, meta: UploadMetadata) => Promise<unknown>;
}

/**
 * A step whose outcome is unknown and could not be looked up: the api host's upload when the
 * look-up failed too, or the doc host's, which the spec gives no call to look for.
 */
export class UploadOutcomeUnknown extends Error {
  override name = 'UploadOutcomeUnknown';
  constructor(
    readonly step: 'api' | 'doc',
    override readonly cause: unknown,
  ) {
    super(`Outcome of the ${step} step unknown`);
  }
}

/** A refusal because the file is too large: uploading it again cannot help. */
export function refusedAsTooLarge(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 413 || (error.status === 400 && /too large|för stor/i.test(error.message))
  );
}

/** Whether the api host has the document `id` (undefined: the look-up got no usable answer). */
const apiHas = (calls: UploadCalls, id: number): Promise<boolean | undefined> =>
  calls.lookUp(id).then(
    (state) => state === 'taken',
    () => undefined,
  );

/**
 * One file: a free id (9 + 8 digits, GET /document/{id} until 404, at most 10 tries), the api
 * host's upload, then the doc host's /v1/Document/Upload — each step only if `from` has not done
 * it yet. `report` is told the step about to run and the progress so far (keep it: it is what a
 * retry starts from).
 *
 * Neither upload is repeated blindly. When the api host's answer leaves the outcome unknown (no
 * answer, 502/503/504), the id is looked up (GET /document/{id}): there means done; 404 (it may
 * still be on its way) or no usable answer throws UploadOutcomeUnknown with the mark kept, and
 * every retry looks again first: only a 404 right before the send lets it send. The doc host has no call to
 * look with (spec 1 §7): its unknown outcome throws UploadOutcomeUnknown, for the page to say so
 * before the user sends it again, under the same id and GUID.
 *
 * The id step uses no details; the api step creates the document with `shared`, the details the
 * form holds now (a retry too, under the id and name found first). The doc host stores that same
 * document, so it gets the details the api host has: once the api host has it, a change of the
 * details no longer applies to this file.
 */
export async function uploadFile(
  file: { file: Blob; name: string },
  shared: SharedMetadata,
  from: UploadProgress,
  taken: Set<number>,
  report: (status: FileStatus, progress: UploadProgress, attempt?: number) => void,
  calls: UploadCalls,
): Promise<UploadProgress> {
  let progress = from;
  if (!progress.apiDone && progress.meta && progress.unknown === 'api') {
    // The last attempt may have arrived: look before sending again.
    report('api', progress);
    const has = await apiHas(calls, progress.meta.Id);
    if (has === undefined) throw new UploadOutcomeUnknown('api', null);
    progress = has
      ? { meta: progress.meta, apiDone: true }
      : { meta: progress.meta, apiDone: false };
  }
  if (!progress.apiDone) progress = await sendToApi(file, shared, progress, taken, report, calls);
  const meta = progress.meta!;
  report('doc', progress);
  try {
    // The file goes under the name it was first sent with.
    await calls.store({ file: file.file, name: meta.FileName }, meta);
  } catch (error) {
    if (!outcomeUnknown(error)) throw error;
    report('doc', { ...progress, unknown: 'doc' });
    throw new UploadOutcomeUnknown('doc', error);
  }
  progress = { meta, apiDone: true };
  report('done', progress);
  return progress;
}

/** The id (found once) and the api host's upload; the progress once the api host has it. */
async function sendToApi(
  file: { file: Blob; name: string },
  shared: SharedMetadata,
  from: UploadProgress,
  taken: Set<number>,
  report: (status: FileStatus, progress: UploadProgress, attempt?: number) => void,
  calls: UploadCalls,
): Promise<UploadProgress> {
  let identity: Identity | null = from.meta;
  if (!identity) {
    report('id', from, 1);
    const isFree = async (id: number) => (await calls.lookUp(id)) === 'free';
    const id = await findFreeDocumentId(isFree, {
      taken,
      onAttempt: (n) => report('id', from, n),
    });
    taken.add(id);
    identity = { Id: id, GUID: crypto.randomUUID(), FileName: file.name, DocId: `VLS-${id}` };
  }
  const { Id, GUID, FileName, DocId } = identity;
  // Only the identity is kept from an earlier attempt; the details are the form's now.
  const meta: UploadMetadata = { ...shared, Id, GUID, FileName, DocId };
  report('api', { meta, apiDone: false });
  try {
    await calls.upload({ file: file.file, name: FileName }, meta);
    return { meta, apiDone: true };
  } catch (error) {
    if (outcomeUnknown(error)) {
      // Kept as unknown until the look-up answers: a failure of the page now keeps it so.
      report('api', { meta, apiDone: false, unknown: 'api' });
      const has = await apiHas(calls, Id);
      if (has) return { meta, apiDone: true };
      // Not there (404) may mean not there yet: a backend still writing after a 504 answers 404.
      // The mark stays, so that every next press looks again, and sends only on a 404 then.
      throw new UploadOutcomeUnknown('api', error);
    }
    // A repeat that the api host refuses as a conflict: an earlier attempt of ours arrived after
    // all (the id was free before it), so the step is done, with the details sent then.
    const repeat = from.meta !== null && isApiError(error) && error.status === 409;
    if (!repeat || (await apiHas(calls, Id)) !== true) throw error;
    return { meta: from.meta!, apiDone: true };
  }
}
