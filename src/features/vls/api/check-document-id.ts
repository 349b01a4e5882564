import { request } from '@/lib/api/client';
import { isApiError } from '@/lib/api/api-error';

/**
 * GET api /document/{id}: true when the id is free (the server answers 404). A 403 means the id
 * belongs to a document in a district the uploader cannot see: taken, so another id is tried.
 */
export async function isDocumentIdFree(documentId: number, signal?: AbortSignal): Promise<boolean> {
  try {
    await request({ host: 'api', path: `/document/${documentId}`, responseType: 'none', signal });
    return false;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return true;
    if (isApiError(error) && error.status === 403) return false;
    throw error;
  }
}
