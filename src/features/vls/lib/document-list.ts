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

/** Lower-cased search text of a document (name, author, process, version). */
export function searchText(doc: VlsDocument): string {
  return `${doc.Name} ${doc.AuthorName} ${doc.ProcessTagString} ${doc.Version}`.toLowerCase();
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
