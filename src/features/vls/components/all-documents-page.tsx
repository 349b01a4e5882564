import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DistrictGate } from '@/components/district-gate';
import { useStrings } from '@/lib/i18n';
import { commonStrings } from '@/components/strings';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { allDocumentsQuery } from '../api/get-documents';
import { documentValue, searchText } from '../lib/document-list';
import type { DocumentSortKey } from '../lib/document-list';
import { filterByText, sortBy, type Sort } from '@/lib/sort';
import { vlsStrings } from '../strings';
import { vlsAccess } from '../access';
import { FilterField } from '@/components/filter-field';
import { TagTreeView } from './tag-tree-view';
import { useTagTreeState } from './use-tag-tree-state';
import { AllDocumentsTable } from './all-documents-table';

/** /vls/viewAllDocuments: every document of the district, filtered by the process-tag tree. */
export function AllDocumentsPage() {
  const t = useStrings(vlsStrings);
  return (
    <DistrictGate
      title={t.all.title}
      rule={vlsAccess.readAll}
      noAccess={t.noDistrictAccess(t.tabs.all)}
    >
      <AllDocuments />
    </DistrictGate>
  );
}

function AllDocuments() {
  const t = useStrings(vlsStrings);
  const common = useStrings(commonStrings);
  const userId = useSession()?.userId ?? '';
  const districtId = useCurrentDistrict();
  const treeState = useTagTreeState();
  const query = useQuery({
    ...allDocumentsQuery(userId, districtId, treeState.state.checked),
    placeholderData: keepPreviousData,
  });
  const [text, setText] = useState('');
  const [sort, setSort] = useState<Sort<DocumentSortKey>>({
    key: 'PublishedDateTime',
    direction: 'desc',
  });
  // The order is made once per sort and list, and a filter keeps it; the search text of a
  // document is made when a filter first needs it.
  const sorted = useMemo(() => sortBy(query.data ?? [], sort, documentValue), [query.data, sort]);
  const shown = useMemo(() => filterByText(sorted, text, searchText), [sorted, text]);
  const ticked = treeState.state.checked.length;

  return (
    <section className="page" aria-labelledby="vls-all-title">
      <h1 id="vls-all-title">{t.all.title}</h1>
      <div className="vls-columns">
        <div>
          {treeState.tags.data?.fallback ? (
            <p className="muted" role="status">
              {t.all.fallback}
            </p>
          ) : null}
          <p>
            {ticked ? t.all.ticked(ticked) : t.all.noneTicked}{' '}
            {ticked ? (
              <button type="button" className="link-button" onClick={treeState.clear}>
                {t.all.clear}
              </button>
            ) : null}
          </p>
          <TagTreeView
            tree={treeState.tree}
            state={treeState.state}
            onTick={treeState.tick}
            onOpen={treeState.open}
          />
        </div>
        <div aria-busy={query.isFetching}>
          <QueryState query={query} isEmpty={(d) => d.length === 0} empty={t.all.empty}>
            {(docs) => (
              <>
                <div className="toolbar">
                  <FilterField value={text} onChange={setText} />
                  <p role="status">{common.rows(shown.length, docs.length)}</p>
                </div>
                <AllDocumentsTable docs={shown} sort={sort} onSort={setSort} userId={userId} />
              </>
            )}
          </QueryState>
        </div>
      </div>
    </section>
  );
}
