import { request } from '@/lib/api/client';
import { isApiError } from '@/lib/api/api-error';

/** GET api /document/{id}: true when the id is free (the server answers 404). */
export async function isDocumentIdFree(documentId: number, signal?: AbortSignal): Promise<boolean> {
  try {
    await request({ host: 'api', path: `/document/${documentId}`, responseType: 'none', signal });
    return false;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return true;
    throw error;
  }
}
