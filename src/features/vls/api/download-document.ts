import { request } from '@/lib/api/client';

/** GET api /document/download?id&userid — the file itself. */
export function downloadDocument(documentId: number, userId: string): Promise<Blob> {
  return request<Blob>({
    host: 'api',
    path: '/document/download',
    query: { id: documentId, userid: userId },
    responseType: 'blob',
  });
}
