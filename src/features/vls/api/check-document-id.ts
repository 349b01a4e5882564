import { request } from '@/lib/api/client';
import { isApiError } from '@/lib/api/api-error';

/**
 * GET api /document/{id} (spec 1 §7: "existence check; status 404 means the id is free"):
 * 'free' on 404, 'taken' on a 2xx or a 403 (a document in a district the caller cannot see is
 * there all the same). Any other answer (500, a gateway, no answer) says neither: it throws.
 */
export async function lookUpDocumentId(
  documentId: number,
  signal?: AbortSignal,
): Promise<'free' | 'taken'> {
  try {
    await request({ host: 'api', path: `/document/${documentId}`, responseType: 'none', signal });
    return 'taken';
  } catch (error) {
    if (isApiError(error) && error.status === 404) return 'free';
    if (isApiError(error) && error.status === 403) return 'taken';
    throw error;
  }
}

/** Whether the id is free (404); false when taken; throws when the answer says neither. */
export const isDocumentIdFree = async (documentId: number, signal?: AbortSignal) =>
  (await lookUpDocumentId(documentId, signal)) === 'free';
