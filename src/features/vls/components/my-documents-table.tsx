import { memo, useMemo } from 'react';
import { useStrings } from '@/lib/i18n';
import type { VlsDocument } from '../api/schemas';
import { vlsStrings } from '../strings';
import { VirtualTable } from '@/components/virtual-table';
import { FocusKeepingButton } from '@/components/focus-keeping-button';
import { documentColumns, type DocumentColumn } from './document-columns';
import type { ReadAction } from './use-read-actions';

const documentKey = (doc: VlsDocument) => doc.ID;
const rowClass = (doc: VlsDocument) =>
  [doc.UserRead ? '' : 'vls-unread', doc.operational ? 'vls-operational' : ''].join(' ').trim() ||
  undefined;

/**
 * The rows of "my documents": open (and mark read), status, download, mark as checked. Its
 * columns are made once per language and pending marks, so that a filter keystroke renders only
 * the rows that come into view.
 */
export const MyDocumentsTable = memo(function MyDocumentsTable({
  docs,
  pending,
  onAction,
}: {
  docs: readonly VlsDocument[];
  pending: ReadonlySet<number>;
  onAction: (doc: VlsDocument, action: ReadAction) => void;
}) {
  const t = useStrings(vlsStrings);
  const columns = useMemo((): DocumentColumn[] => {
    const c = documentColumns(t);
    return [
      c.name({
        title: (doc) => (
          <FocusKeepingButton
            className="link-button"
            unavailable={pending.has(doc.ID)}
            aria-label={t.mine.open(doc.Name)}
            onClick={() => onAction(doc, 'open')}
          >
            {doc.Name}
          </FocusKeepingButton>
        ),
      }),
      c.published,
      c.version,
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
        cell: (doc) => (
          <span className="vls-actions">
            <FocusKeepingButton
              unavailable={pending.has(doc.ID)}
              aria-label={t.mine.download(doc.Name)}
              onClick={() => onAction(doc, 'download')}
            >
              {t.mine.downloadButton}
            </FocusKeepingButton>
            {doc.UserChecked ? null : (
              <FocusKeepingButton
                unavailable={pending.has(doc.ID)}
                aria-label={t.mine.markCheckedLabel(doc.Name)}
                onClick={() => onAction(doc, 'check')}
              >
                {t.mine.markChecked}
              </FocusKeepingButton>
            )}
          </span>
        ),
      },
    ];
  }, [t, pending, onAction]);
  return (
    <VirtualTable
      label={t.mine.title}
      rows={docs}
      columns={columns}
      rowKey={documentKey}
      rowClassName={rowClass}
    />
  );
});
