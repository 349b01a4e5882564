import { useMemo, useState, type MouseEvent } from 'react';
import { useStrings } from '@/lib/i18n';
import { useIdleSorts } from '@/lib/use-idle-sorts';
import { VirtualTable, type Column } from '@/components/virtual-table';
import { useRowsPainted } from '@/components/use-rows-painted';
import { clickedRowIndex } from '../lib/row-click';
import type { Sort } from '@/lib/sort';
import type { EquipmentCheck } from '../api/schemas';
import { sortChecks, type CheckSortKey } from '../lib/sort-checks';
import { equipmentStrings } from '../strings';

/** `2026-05-04T12:00:00` → `2026-05-04 12:00` (already Stockholm time). */
export const showTime = (wall: string) => wall.slice(0, 16).replace('T', ' ');
const showTemperature = (t: number | null) => (t === null ? '' : String(t).replace('.', ','));
const SAFE_URL = /^https?:\/\//i;
/** Rows are one line of this height (equipment.css), columns of these widths: nothing measured. */
const ROW_HEIGHT = 36;
const WIDTHS = [
  '11rem',
  '8rem',
  '7rem',
  '10rem',
  '10rem',
  '8rem',
  '5rem',
  '5rem',
  '14rem',
  '12rem',
  '4.5rem',
  '11rem',
  '11rem',
];

const SORT_KEYS: readonly CheckSortKey[] = [
  'created',
  'hostName',
  'hostTypeId',
  'equipmentTypeName',
  'statusName',
  'temperature',
  'place',
  'trip',
  'description',
  'memo',
  'imageUrl',
  'registered',
  'updated',
];
const sortAscending = (checks: readonly EquipmentCheck[], key: CheckSortKey) =>
  sortChecks(checks, { key, direction: 'asc' });

/**
 * The checks: 13 sortable columns (newest first to begin with; the sort is held here, so a click
 * re-renders the table alone); the time opens the check, the picture opens in a new tab.
 */
export function ChecklistTable({
  checks,
  onOpen,
  stale = false,
}: {
  checks: readonly EquipmentCheck[];
  onOpen: (check: EquipmentCheck) => void;
  /** The rows of the page before, shown while another page or filter is fetched. */
  stale?: boolean;
}) {
  const t = useStrings(equipmentStrings);
  const [sort, setSort] = useState<Sort<CheckSortKey>>({ key: 'created', direction: 'desc' });
  const rows = useMemo(() => sortChecks(checks, sort), [checks, sort]);
  useIdleSorts(checks, SORT_KEYS, sortAscending);
  // For the benchmark: the first frame with rows of checks.
  useRowsPainted('equipment:rows-painted', rows.length);
  const c = t.columns;
  const text = (key: CheckSortKey & keyof EquipmentCheck, header: string) => ({
    id: key,
    header,
    sortKey: key,
    // Free text: cut off with an ellipsis where it is longer than its column.
    className: 'col-text',
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
  // A click anywhere on a row opens it; the time button stays for keyboard users.
  const openClicked = (event: MouseEvent<HTMLDivElement>) => {
    const index = clickedRowIndex(event.target);
    const check = index === null ? undefined : rows[index];
    if (check) onOpen(check);
  };
  return (
    // Keyboard users open a row with its time button; the click is a mouse shortcut.
    <div
      className={stale ? 'checklist-rows checklist-stale' : 'checklist-rows'}
      aria-busy={stale || undefined}
      onClick={openClicked}
    >
      <VirtualTable
        label={t.list.label}
        rows={rows}
        columns={columns}
        // Keyed by position: a sort rewrites the rows in view instead of replacing them.
        rowKey={(_, index) => index}
        sort={sort}
        onSort={setSort}
        rowHeight={ROW_HEIGHT}
        fixedRowHeight
        widths={WIDTHS}
        overscan={2}
      />
    </div>
  );
}
