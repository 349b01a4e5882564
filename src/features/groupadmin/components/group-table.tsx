import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { useRowsPainted } from '@/components/use-rows-painted';
import { VirtualTable, type Column } from '@/components/virtual-table';
import type { Sort } from '@/lib/sort';
import type { RecipientGroup } from '@/lib/resources/recipient-groups/recipient-group-schema';
import { groupAdminStrings } from '../strings';
import type { GroupSortKey } from '../lib/group-list';

const groupKey = (g: RecipientGroup) => g.ID;

/**
 * The group list: name (a link to edit), district, sender, channels and recipient counts. Its
 * columns are made once per language and districts, so that a filter keystroke renders only the
 * rows that come into view.
 */
export const GroupTable = memo(function GroupTable({
  groups,
  sort,
  onSort,
  districtName,
  changeable,
}: {
  groups: readonly RecipientGroup[];
  sort: Sort<GroupSortKey>;
  onSort: (sort: Sort<GroupSortKey>) => void;
  districtName: (id: number) => string;
  changeable: readonly number[];
}) {
  const t = useStrings(groupAdminStrings);
  const columns = useMemo(
    (): Column<RecipientGroup, GroupSortKey>[] => [
      {
        id: 'name',
        header: t.columns.name,
        sortKey: 'Name',
        cell: (g) =>
          changeable.includes(g.DistrictID) ? (
            <Link to={`/message/groupadmin/edit/${g.ID}`} aria-label={t.editGroup(g.Name)}>
              {g.Name}
            </Link>
          ) : (
            <>
              {g.Name} <span className="muted">({t.readOnly})</span>
            </>
          ),
      },
      {
        id: 'district',
        header: t.columns.district,
        sortKey: 'District',
        cell: (g) => districtName(g.DistrictID),
      },
      { id: 'from', header: t.columns.from, sortKey: 'From', cell: (g) => g.From },
      {
        id: 'channels',
        header: t.columns.channels,
        cell: (g) => g.RecipientTypes.map((c) => t.channel[c]).join(', '),
      },
      {
        id: 'recipients',
        header: t.columns.recipients,
        sortKey: 'Recipients',
        cell: (g) =>
          t.counts(
            g.GroupDistrictRecipients.length,
            g.GroupRoleRecipients.length,
            g.GroupDutySiteRecipients.length,
            g.GroupExternalRecipients.length,
          ),
      },
    ],
    [t, changeable, districtName],
  );
  // For the bench (scripts/bench/groupadmin.mjs): the moment the first rows are painted.
  useRowsPainted('groupadmin:rows-painted', groups.length);
  return (
    <VirtualTable
      label={t.listTitle}
      rows={groups}
      columns={columns}
      rowKey={groupKey}
      sort={sort}
      onSort={onSort}
    />
  );
});
