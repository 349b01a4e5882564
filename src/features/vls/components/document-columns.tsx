import type { ReactNode } from 'react';
import type { Column } from '@/components/virtual-table';
import { DateText } from '@/components/date-text';
import { YesNo } from '@/components/yes-no';
import type { VlsDocument } from '../api/schemas';
import type { DocumentSortKey } from '../lib/document-list';
import type { VlsStrings } from '../strings';
import { DocumentBadges } from './document-badges';

export type DocumentColumn = Column<VlsDocument, DocumentSortKey>;

/**
 * The columns of the four document tables (my documents, all documents and the uploaded ones,
 * follow-up, review), defined once. Each is sortable by its key where the table sorts.
 */
export function documentColumns(t: VlsStrings) {
  const date = (key: DocumentSortKey & `${string}DateTime`, header: string): DocumentColumn => ({
    id: key,
    header,
    sortKey: key,
    cell: (d) => <DateText date={d[key]} />,
  });
  return {
    /** The name (as given, e.g. a button that opens it), its badges, and its process path. */
    name: (
      options: {
        header?: string;
        title?: (doc: VlsDocument) => ReactNode;
        withProcess?: boolean;
      } = {},
    ): DocumentColumn => ({
      id: 'name',
      header: options.header ?? t.columns.document,
      sortKey: 'Name',
      cell: (d) => (
        <>
          {options.title ? options.title(d) : d.Name}
          <DocumentBadges doc={d} />
          {options.withProcess ? <div className="muted">{d.ProcessTagString}</div> : null}
        </>
      ),
    }),
    version: {
      id: 'version',
      header: t.columns.version,
      sortKey: 'Version',
      cell: (d) => d.Version,
    } satisfies DocumentColumn,
    author: {
      id: 'author',
      header: t.columns.author,
      sortKey: 'AuthorName',
      cell: (d) => d.AuthorName,
    } satisfies DocumentColumn,
    validFrom: date('ValidFromDateTime', t.columns.validFrom),
    validTo: date('ValidToDateTime', t.columns.validTo),
    published: date('PublishedDateTime', t.columns.published),
    modified: date('ModifiedDateTime', t.columns.modified),
    /** Follow-up: how many recipients have not read it. */
    unread: {
      id: 'unread',
      header: t.columns.unread,
      sortKey: 'UserCount',
      cell: (d) => d.UserCount,
    } satisfies DocumentColumn,
    /** The receipt of the user the list is for. */
    read: {
      id: 'read',
      header: t.columns.read,
      cell: (d) => <YesNo value={d.UserRead} />,
    } satisfies DocumentColumn,
    checked: {
      id: 'checked',
      header: t.columns.checked,
      cell: (d) => <YesNo value={d.UserChecked} />,
    } satisfies DocumentColumn,
  };
}
