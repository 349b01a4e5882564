import type { VlsDocument } from '../api/schemas';

/** Every type an upload accepts (upload-validation.ts), so that a renamed file saves as one. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.ms-excel': '.xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.ms-powerpoint': '.ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'text/plain': '.txt',
};

/** The name to save a downloaded document under (its own extension, or one from its type). */
export function fileNameOf(doc: Pick<VlsDocument, 'Name' | 'ContentType' | 'ID'>): string {
  const base = doc.Name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || String(doc.ID);
  if (/\.[a-z0-9]{2,5}$/i.test(base)) return base;
  return `${base}${EXTENSIONS[doc.ContentType] ?? ''}`;
}
