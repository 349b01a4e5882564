import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { commonStrings } from '@/components/strings';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/stores/session';
import { followupDocumentsQuery } from '../api/get-documents';
import type { FollowupFilter } from '../api/vls-keys';
import type { VlsDocument } from '../api/schemas';
import { documentValue, searchText } from '../lib/document-list';
import type { DocumentSortKey } from '../lib/document-list';
import { filterByText, sortBy, type Sort } from '@/lib/sort';
import { vlsStrings } from '../strings';
import { FilterField } from '@/components/filter-field';
import { VirtualTable } from '@/components/virtual-table';
import { documentColumns, type DocumentColumn } from './document-columns';
import { RecipientsDialog } from './recipients-dialog';
import { useRowsPainted } from '@/components/use-rows-painted';

const documentKey = (d: VlsDocument) => d.ID;

/** Follow-up per document: unread counts, sorted by published date by default. */
export function FollowupDocuments({ filter, scope }: { filter: FollowupFilter; scope: string }) {
  const t = useStrings(vlsStrings);
  const common = useStrings(commonStrings);
  const userId = useSession()?.userId ?? '';
  const query = useQuery(followupDocumentsQuery(userId, filter));
  const [text, setText] = useState('');
  const [sort, setSort] = useState<Sort<DocumentSortKey>>({
    key: 'PublishedDateTime',
    direction: 'desc',
  });
  const [open, setOpen] = useState<VlsDocument | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // The field shows each keystroke at once; the list follows in a render of its own (deferred,
  // so that the next keystroke may interrupt it). The order is made once per sort and list, and
  // a filter keeps it.
  const filterText = useDeferredValue(text);
  const sorted = useMemo(() => sortBy(query.data ?? [], sort, documentValue), [query.data, sort]);
  const shown = useMemo(() => filterByText(sorted, filterText, searchText), [sorted, filterText]);
  useRowsPainted('vls-followup-documents:rows-painted', shown.length);
  const columns = useMemo((): DocumentColumn[] => {
    const c = documentColumns(t);
    return [
      c.name(),
      c.published,
      c.unread,
      {
        id: 'recipients',
        header: t.columns.recipients,
        cell: (d) => (
          <button
            type="button"
            aria-label={t.followup.showRecipients(d.Name)}
            onClick={(e) => {
              opener.current = e.currentTarget;
              setOpen(d);
            }}
          >
            {t.followup.recipientsButton}
          </button>
        ),
      },
    ];
  }, [t]);
  return (
    <QueryState query={query} isEmpty={(d) => d.length === 0} empty={t.followup.emptyDocuments}>
      {(docs) => (
        <>
          <div className="toolbar">
            <FilterField value={text} onChange={setText} />
            <p role="status">{common.rows(shown.length, docs.length)}</p>
          </div>
          <VirtualTable
            label={t.followup.byDocument}
            rows={shown}
            columns={columns}
            rowKey={documentKey}
            sort={sort}
            onSort={setSort}
            rowHeight={60}
          />
          {open ? (
            <RecipientsDialog
              doc={open}
              filter={filter}
              scope={scope}
              onClose={() => {
                setOpen(null);
                opener.current?.focus();
              }}
            />
          ) : null}
        </>
      )}
    </QueryState>
  );
}
