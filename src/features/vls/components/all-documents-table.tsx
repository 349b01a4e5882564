import { memo, useMemo, useState } from 'react';
import { useStrings } from '@/lib/i18n';
import type { VlsDocument } from '../api/schemas';
import type { DocumentSortKey } from '../lib/document-list';
import type { Sort } from '@/lib/sort';
import { vlsStrings } from '../strings';
import { VirtualTable } from '@/components/virtual-table';
import { PageAlert } from '@/components/page-alert';
import { documentColumns, type DocumentColumn } from './document-columns';
import { useDocumentFile } from './use-document-file';
import { useMarkOnOpen } from './use-mark-on-open';

const documentKey = (doc: VlsDocument) => doc.ID;
const operationalClass = (doc: VlsDocument) => (doc.operational ? 'vls-operational' : undefined);

/**
 * All documents (and the uploaded ones): validity, version, author, published and modified;
 * opening or downloading one of the user's own marks it read (`useMarkOnOpen`). Its
 * columns are made once per language and user, so that a filter keystroke renders only the rows
 * that come into view.
 */
export const AllDocumentsTable = memo(function AllDocumentsTable({
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
  const { open, download } = useDocumentFile(userId);
  const { markOpened, alert, clearAlert } = useMarkOnOpen(userId);
  const [error, setError] = useState<string | null>(null);
  const columns = useMemo((): DocumentColumn[] => {
    const use = (doc: VlsDocument, how: 'open' | 'download') => {
      setError(null);
      (how === 'open' ? open : download)(doc).catch(() => setError(t.mine.downloadFailed));
      void markOpened(doc);
    };
    const c = documentColumns(t);
    return [
      c.name({
        header: t.columns.name,
        withProcess: true,
        title: (doc) => (
          <button
            type="button"
            className="link-button"
            aria-label={t.mine.open(doc.Name)}
            onClick={() => use(doc, 'open')}
          >
            {doc.Name}
          </button>
        ),
      }),
      c.version,
      c.author,
      c.validFrom,
      c.validTo,
      c.published,
      c.modified,
      {
        id: 'download',
        header: t.columns.file,
        cell: (doc) => (
          <button
            type="button"
            aria-label={t.all.download(doc.Name)}
            onClick={() => use(doc, 'download')}
          >
            {t.mine.downloadButton}
          </button>
        ),
      },
    ];
  }, [t, open, download, markOpened]);
  return (
    <>
      <PageAlert text={error} onClose={() => setError(null)} />
      <PageAlert text={alert} onClose={clearAlert} />
      <VirtualTable
        label={t.all.title}
        rows={docs}
        columns={columns}
        rowKey={documentKey}
        sort={sort}
        onSort={onSort}
        rowHeight={72}
        rowClassName={operationalClass}
      />
    </>
  );
});
