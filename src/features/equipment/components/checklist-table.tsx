import { useStrings } from '@/lib/i18n';
import { VirtualTable, type Column } from '@/components/virtual-table';
import type { Sort } from '@/lib/sort';
import type { EquipmentCheck } from '../api/schemas';
import type { CheckSortKey } from '../lib/sort-checks';
import { equipmentStrings } from '../strings';

/** `2026-05-04T12:00:00` → `2026-05-04 12:00` (already Stockholm time). */
export const showTime = (wall: string) => wall.slice(0, 16).replace('T', ' ');
const showTemperature = (t: number | null) => (t === null ? '' : String(t).replace('.', ','));
const SAFE_URL = /^https?:\/\//i;

/** The checks: 13 sortable columns; the time opens the check, the picture opens in a new tab. */
export function ChecklistTable({
  rows,
  sort,
  onSort,
  onOpen,
}: {
  rows: readonly EquipmentCheck[];
  sort: Sort<CheckSortKey>;
  onSort: (sort: Sort<CheckSortKey>) => void;
  onOpen: (check: EquipmentCheck) => void;
}) {
  const t = useStrings(equipmentStrings);
  const c = t.columns;
  const text = (key: CheckSortKey & keyof EquipmentCheck, header: string) => ({
    id: key,
    header,
    sortKey: key,
    cell: (r: EquipmentCheck) => r[key] as string,
  });
  const columns: Column<EquipmentCheck, CheckSortKey>[] = [
    {
      id: 'created',
      header: c.time,
      sortKey: 'created',
      className: 'nowrap',
      cell: (r) => (
        <button
          type="button"
          className="link-button"
          aria-label={t.list.edit(r.hostName, r.equipmentTypeName, showTime(r.created))}
          onClick={() => onOpen(r)}
        >
          {showTime(r.created)}
        </button>
      ),
    },
    text('hostName', c.host),
    {
      id: 'hostTypeId',
      header: c.hostType,
      sortKey: 'hostTypeId',
      cell: (r) => t.hostTypes[r.hostTypeId] ?? r.hostTypeId,
    },
    text('equipmentTypeName', c.equipmentType),
    text('statusName', c.status),
    {
      id: 'temperature',
      header: c.temperature,
      sortKey: 'temperature',
      cell: (r) => showTemperature(r.temperature),
    },
    text('place', c.place),
    { id: 'trip', header: c.trip, sortKey: 'trip', cell: (r) => r.trip ?? '' },
    text('description', c.description),
    text('memo', c.memo),
    {
      id: 'imageUrl',
      header: c.image,
      sortKey: 'imageUrl',
      cell: (r) =>
        SAFE_URL.test(r.imageUrl) ? (
          <a
            href={r.imageUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.list.openImage(r.id)}
          >
            {t.list.image}
          </a>
        ) : null,
    },
    {
      id: 'registered',
      header: c.registered,
      sortKey: 'registered',
      className: 'nowrap',
      cell: (r) => showTime(r.registered),
    },
    {
      id: 'updated',
      header: c.updated,
      sortKey: 'updated',
      className: 'nowrap',
      cell: (r) => showTime(r.updated),
    },
  ];
  return (
    <VirtualTable
      label={t.list.label}
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      sort={sort}
      onSort={onSort}
      rowHeight={40}
    />
  );
}
