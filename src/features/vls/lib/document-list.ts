import type { VlsDocument } from '../api/schemas';

/** Sorting and text filtering of document lists (client side, cheap enough per keystroke). */
export type DocumentSortKey =
  | 'Name'
  | 'Version'
  | 'AuthorName'
  | 'ValidFromDateTime'
  | 'ValidToDateTime'
  | 'PublishedDateTime'
  | 'ModifiedDateTime'
  | 'UserCount';

export const documentValue = (doc: VlsDocument, key: DocumentSortKey): unknown => doc[key];

const texts = new WeakMap<VlsDocument, string>();

/**
 * Lower-cased search text of a document (name, author, process, version), made when a filter
 * first needs it and kept while the document lives (not for every document when a list arrives).
 */
export function searchText(doc: VlsDocument): string {
  let text = texts.get(doc);
  if (text === undefined) {
    text = `${doc.Name} ${doc.AuthorName} ${doc.ProcessTagString} ${doc.Version}`.toLowerCase();
    texts.set(doc, text);
  }
  return text;
}

/** My documents: unread first, then mandatory, then newest. */
export function unreadFirst(docs: readonly VlsDocument[]): VlsDocument[] {
  return [...docs].sort(
    (a, b) =>
      Number(a.UserRead) - Number(b.UserRead) ||
      Number(b.ReadReceipt) - Number(a.ReadReceipt) ||
      (b.PublishedDateTime?.getTime() ?? 0) - (a.PublishedDateTime?.getTime() ?? 0),
  );
}
