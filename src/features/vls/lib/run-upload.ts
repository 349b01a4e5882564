import { isDocumentIdFree } from '../api/check-document-id';
import { storeDocument, uploadDocuments } from '../api/upload-document';
import { findFreeDocumentId } from './document-id';
import type { UploadMetadata } from './upload-metadata';

export type FileStatus = 'waiting' | 'id' | 'api' | 'doc' | 'done' | 'failed';

export type SharedMetadata = Omit<UploadMetadata, 'Id' | 'GUID' | 'FileName' | 'DocId'>;

/**
 * One file: a free id (9 + 8 digits, GET /document/{id} until 404, at most 10 tries), the api
 * host's upload, then the doc host's /v1/Document/Upload. `onStep` reports progress.
 */
export async function uploadFile(
  file: { file: Blob; name: string },
  shared: SharedMetadata,
  taken: Set<number>,
  onStep: (status: FileStatus, attempt?: number) => void,
): Promise<number> {
  onStep('id', 1);
  const id = await findFreeDocumentId(isDocumentIdFree, {
    taken,
    onAttempt: (n) => onStep('id', n),
  });
  taken.add(id);
  const meta: UploadMetadata = {
    ...shared,
    Id: id,
    GUID: crypto.randomUUID(),
    FileName: file.name,
    DocId: `VLS-${id}`,
  };
  onStep('api');
  await uploadDocuments([file], [meta]);
  onStep('doc');
  await storeDocument(file, meta);
  onStep('done');
  return id;
}
