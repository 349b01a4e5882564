import { useState } from 'react';
import { useStrings } from '@/lib/i18n';
import type { VlsDocument } from '../api/schemas';
import { downloadDocument } from '../api/download-document';
import { saveBlob } from '@/lib/save-blob';
import type { DocumentSortKey } from '../lib/document-list';
import type { Sort } from '@/lib/sort';
import { fileNameOf } from '../lib/file-name';
import { vlsStrings } from '../strings';
import { VirtualTable, type Column } from '@/components/virtual-table';
import { DocumentBadges } from './document-badges';
import { DateText } from '@/components/date-text';
import { PageAlert } from '@/components/page-alert';

/** All documents: sortable columns with validity, version, author, published and modified. */
export function AllDocumentsTable({
  docs,
  sort,
  onSort,
  userId,
}: {
  docs: readonly VlsDocument[];
  sort: Sort<DocumentSortKey>;
  onSort: (sort: Sort<DocumentSortKey>) => void;
  userId: string;
}) {
  const t = useStrings(vlsStrings);
  const [error, setError] = useState<string | null>(null);
  const download = (doc: VlsDocument) => {
    setError(null);
    downloadDocument(doc.ID, userId).then(
      (blob) => saveBlob(blob, fileNameOf(doc)),
      () => setError(t.mine.downloadFailed),
    );
  };
  const date = (key: DocumentSortKey, header: string): Column<VlsDocument, DocumentSortKey> => ({
    id: key,
    header,
    sortKey: key,
    cell: (d) => <DateText date={d[key] as Date | null} />,
  });
  const columns: Column<VlsDocument, DocumentSortKey>[] = [
    {
      id: 'name',
      header: t.columns.name,
      sortKey: 'Name',
      cell: (doc) => (
        <>
          <button
            type="button"
            className="link-button"
            aria-label={t.all.download(doc.Name)}
            onClick={() => download(doc)}
          >
            {doc.Name}
          </button>
          <DocumentBadges doc={doc} />
          <div className="muted">{doc.ProcessTagString}</div>
        </>
      ),
    },
    { id: 'version', header: t.columns.version, sortKey: 'Version', cell: (d) => d.Version },
    { id: 'author', header: t.columns.author, sortKey: 'AuthorName', cell: (d) => d.AuthorName },
    date('ValidFromDateTime', t.columns.validFrom),
    date('ValidToDateTime', t.columns.validTo),
    date('PublishedDateTime', t.columns.published),
    date('ModifiedDateTime', t.columns.modified),
  ];
  return (
    <>
      <PageAlert text={error} onClose={() => setError(null)} />
      <VirtualTable
        label={t.all.title}
        rows={docs}
        columns={columns}
        rowKey={(d) => d.ID}
        sort={sort}
        onSort={onSort}
        rowHeight={72}
        rowClassName={(d) => (d.operational ? 'vls-operational' : undefined)}
      />
    </>
  );
}
