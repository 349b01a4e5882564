import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DistrictGate } from '@/components/district-gate';
import { useStrings } from '@/lib/i18n';
import { commonStrings } from '@/components/strings';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { myDocumentsQuery } from '../api/get-documents';
import type { VlsDocument } from '../api/schemas';
import { searchText, unreadFirst } from '../lib/document-list';
import { useKeptOrder } from '../lib/use-kept-order';
import { filterByText } from '@/lib/sort';
import { vlsStrings } from '../strings';
import { vlsAccess } from '../access';
import { useReadActions } from './use-read-actions';
import { PageAlert } from '@/components/page-alert';
import { FilterField } from '@/components/filter-field';
import { MyDocumentsTable } from './my-documents-table';

const NO_DOCUMENTS: readonly VlsDocument[] = [];
const documentId = (doc: VlsDocument) => doc.ID;

/**
 * /vls/mydocs: what the user must read in the current district, unread first (as loaded: a
 * document read here keeps its place until the list is loaded again).
 */
export function MyDocumentsPage() {
  const t = useStrings(vlsStrings);
  return (
    <DistrictGate
      title={t.mine.title}
      rule={vlsAccess.toRead}
      noAccess={t.noDistrictAccess(t.tabs.mine)}
    >
      <MyDocuments />
    </DistrictGate>
  );
}

function MyDocuments() {
  const t = useStrings(vlsStrings);
  const common = useStrings(commonStrings);
  const userId = useSession()?.userId ?? '';
  const districtId = useCurrentDistrict();
  const query = useQuery(myDocumentsQuery(userId, districtId));
  const actions = useReadActions(userId);
  const [text, setText] = useState('');
  const sorted = useKeptOrder(query.data ?? NO_DOCUMENTS, unreadFirst, documentId);
  const shown = useMemo(() => filterByText(sorted, text, searchText), [sorted, text]);
  const unread = sorted.filter((d) => !d.UserRead).length;

  return (
    <section className="page" aria-labelledby="vls-mine-title">
      <h1 id="vls-mine-title">{t.mine.title}</h1>
      <p className="muted">{t.mine.intro}</p>
      <PageAlert text={actions.alert} onClose={actions.clearAlert} />
      <QueryState query={query} isEmpty={(d) => d.length === 0} empty={t.mine.empty}>
        {() => (
          <>
            <div className="toolbar">
              <FilterField value={text} onChange={setText} />
              <p role="status">
                {t.mine.unreadCount(unread)} · {common.rows(shown.length, sorted.length)}
              </p>
            </div>
            <MyDocumentsTable docs={shown} pending={actions.pending} onAction={actions.run} />
          </>
        )}
      </QueryState>
    </section>
  );
}
