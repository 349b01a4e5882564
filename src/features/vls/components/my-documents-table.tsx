import { useStrings } from '@/lib/i18n';
import type { VlsDocument } from '../api/schemas';
import { vlsStrings } from '../strings';
import { VirtualTable, type Column } from '@/components/virtual-table';
import { DocumentBadges } from './document-badges';
import { DateText } from '@/components/date-text';

/** The rows of "my documents": open (and mark read), status, mark as checked. */
export function MyDocumentsTable({
  docs,
  pending,
  onAction,
}: {
  docs: readonly VlsDocument[];
  pending: ReadonlySet<number>;
  onAction: (doc: VlsDocument, action: 'open' | 'check') => void;
}) {
  const t = useStrings(vlsStrings);
  const columns: Column<VlsDocument, never>[] = [
    {
      id: 'name',
      header: t.columns.document,
      cell: (doc) => (
        <>
          <button
            type="button"
            className="link-button"
            disabled={pending.has(doc.ID)}
            aria-label={t.mine.open(doc.Name)}
            onClick={() => onAction(doc, 'open')}
          >
            {doc.Name}
          </button>
          <DocumentBadges doc={doc} />
        </>
      ),
    },
    {
      id: 'published',
      header: t.columns.published,
      cell: (d) => <DateText date={d.PublishedDateTime} />,
    },
    { id: 'version', header: t.columns.version, cell: (d) => d.Version },
    {
      id: 'status',
      header: t.columns.status,
      cell: (doc) =>
        pending.has(doc.ID) ? (
          <span aria-busy="true">{t.mine.pending}</span>
        ) : (
          <span className={doc.UserRead ? 'vls-status-read' : 'vls-status-unread'}>
            {doc.UserChecked ? t.mine.checked : doc.UserRead ? t.mine.read : t.mine.unread}
          </span>
        ),
    },
    {
      id: 'actions',
      header: t.columns.actions,
      cell: (doc) =>
        doc.UserChecked ? null : (
          <button
            type="button"
            disabled={pending.has(doc.ID)}
            aria-label={t.mine.markCheckedLabel(doc.Name)}
            onClick={() => onAction(doc, 'check')}
          >
            {t.mine.markChecked}
          </button>
        ),
    },
  ];
  return (
    <VirtualTable
      label={t.mine.title}
      rows={docs}
      columns={columns}
      rowKey={(d) => d.ID}
      rowClassName={(d) =>
        [d.UserRead ? '' : 'vls-unread', d.operational ? 'vls-operational' : ''].join(' ').trim() ||
        undefined
      }
    />
  );
}
