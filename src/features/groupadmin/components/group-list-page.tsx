import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { QueryState } from '@/components/query-state';
import { DistrictGate } from '@/components/district-gate';
import { commonStrings } from '@/components/strings';
import { FilterField } from '@/components/filter-field';
import { filterByText, sortBy, type Sort } from '@/lib/sort';
import { useSession } from '@/stores/session';
import { recipientGroupsQuery } from '@/lib/resources/recipient-groups/get-recipient-groups';
import type { RecipientGroup } from '@/lib/resources/recipient-groups/recipient-group-schema';
import { groupAdminAccess } from '../access';
import { groupAdminStrings } from '../strings';
import { groupSearchText, groupValue, type GroupSortKey } from '../lib/group-list';
import { DistrictChoice } from './district-choice';
import { GroupTable } from './group-table';
import { useChosenDistricts } from './use-chosen-districts';
import { useGroupDistricts } from './use-group-districts';
import './groupadmin.css';

/** /message/groupadmin: the groups of the chosen districts (several; the choice is kept). */
export function GroupListPage() {
  const t = useStrings(groupAdminStrings);
  const common = useStrings(commonStrings);
  const userId = useSession()?.userId ?? '';
  const districts = useGroupDistricts();
  const [chosen, setChosen] = useChosenDistricts(districts.offered);
  const query = useQuery(recipientGroupsQuery(userId));
  const [text, setText] = useState('');
  const [sort, setSort] = useState<Sort<GroupSortKey>>({ key: 'Name', direction: 'asc' });

  const inDistricts = useMemo(
    () => (query.data ?? []).filter((g) => chosen.includes(g.DistrictID)),
    [query.data, chosen],
  );
  // Search text computed once per list; the sorted order is cached per list (sortBy), so a
  // keystroke only filters.
  const index = useMemo(
    () => new Map(inDistricts.map((g) => [g, groupSearchText(g, districts.name(g.DistrictID))])),
    [inDistricts, districts],
  );
  const sorted = useMemo(
    () => sortBy(inDistricts, sort, (g, key) => groupValue(g, key, districts.name)),
    [inDistricts, sort, districts],
  );
  const shown = useMemo(
    () => filterByText(sorted, text, (g: RecipientGroup) => index.get(g) ?? ''),
    [sorted, text, index],
  );
  const changeable = useMemo(() => districts.changeable.map((d) => d.id), [districts.changeable]);

  return (
    <section className="page" aria-labelledby="groupadmin-title">
      <h1 id="groupadmin-title">{t.listTitle}</h1>
      <div className="toolbar">
        <DistrictChoice options={districts.offered} chosen={chosen} onChange={setChosen} />
        <Link className="button-link" to="/message/groupadmin/edit">
          {t.newGroup}
        </Link>
      </div>
      <DistrictGate rule={groupAdminAccess.admin} districtIds={chosen}>
        <div aria-busy={query.isFetching}>
          <QueryState
            query={query}
            errorText={t.loadError}
            isEmpty={() => inDistricts.length === 0}
            empty={t.empty}
          >
            {() => (
              <>
                <div className="toolbar">
                  <FilterField value={text} onChange={setText} />
                  <p role="status">{common.rows(shown.length, inDistricts.length)}</p>
                </div>
                <GroupTable
                  groups={shown}
                  sort={sort}
                  onSort={setSort}
                  districtName={districts.name}
                  changeable={changeable}
                />
              </>
            )}
          </QueryState>
        </div>
      </DistrictGate>
    </section>
  );
}
