import { memo, useMemo, useRef } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useStrings } from '@/lib/i18n';
import type { Sort } from '@/lib/sort';
import type { StaffRow, StaffSortKey } from '../lib/staff-rows';
import { staffStrings } from '../strings';
import { useRowsInViewFirst } from '@/components/rows-in-view-first';
import { SortableHead, SpacerRow, type HeaderCell } from '@/components/table-parts';
import { StaffRowView, TripsRowView, type RowActions } from './staff-row';
import { useRowsPainted } from '@/components/use-rows-painted';

/** The height of a position's row: `table.staff-table > tbody > tr > td` in staff.css. */
const ROW_HEIGHT = 37;
/** A trips row (staff.css): its padding and border, and 30 px for the header and each trip. */
const TRIPS_ROW_CHROME = 13;
const TRIPS_ROW_LINE = 30;
const tripsRowHeight = (trips: number) => TRIPS_ROW_CHROME + TRIPS_ROW_LINE * (trips + 1);

/** A line of the list: a position, or the trips under an opened one; `key` is its React key. */
type Item = { row: StaffRow; trips: boolean; key: string };

/**
 * Each row's two lines, made once per row: opening a row rebuilds the list of lines (thousands),
 * and the virtualizer asks every line's key again; both without making new objects or strings.
 */
const lines = new WeakMap<StaffRow, [Item, Item]>();
function linesOf(row: StaffRow): [Item, Item] {
  let pair = lines.get(row);
  if (!pair) {
    pair = [
      { row, trips: false, key: row.key },
      { row, trips: true, key: `${row.key}:trips` },
    ];
    lines.set(row, pair);
  }
  return pair;
}

/**
 * The day's positions as a real table that renders only the rows in view (thousands stay
 * smooth, the DOM stays small). A position's row is exactly ROW_HEIGHT high and an expanded
 * position's trips row exactly tripsRowHeight (staff.css), so no row is measured: measuring
 * forces a layout in the commit (first render, each keystroke, each row opened).
 */
export const StaffTable = memo(function StaffTable({
  rows,
  expanded,
  sort,
  onSort,
  actions,
}: {
  rows: readonly StaffRow[];
  expanded: ReadonlySet<string>;
  sort: Sort<StaffSortKey>;
  onSort: (sort: Sort<StaffSortKey>) => void;
  actions: RowActions;
}) {
  const t = useStrings(staffStrings);
  const scrollRef = useRef<HTMLDivElement>(null);
  // With no row open each line is a position (`items` null): the first render of thousands
  // makes no list of lines.
  const items = useMemo(() => {
    if (expanded.size === 0) return null;
    const out: Item[] = [];
    for (const row of rows) {
      const [position, trips] = linesOf(row);
      out.push(position);
      if (expanded.has(row.key)) out.push(trips);
    }
    return out;
  }, [rows, expanded]);
  const itemAt = (index: number): Item => items?.[index] ?? linesOf(rows[index]!)[0];
  const count = items?.length ?? rows.length;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => {
      const item = items?.[index];
      return item?.trips ? tripsRowHeight(item.row.trips.length) : ROW_HEIGHT;
    },
    overscan: 6,
    // The scroll area's height (staff.css: the window less 17rem, at least 18rem) before layout,
    // so that the first render has the rows in view, not a second render after a forced layout.
    initialRect: { width: 0, height: Math.max(288, window.innerHeight - 272) },
    getItemKey: (index) => (items ? items[index]!.key : rows[index]!.key),
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb({ width: rect.width, height: rect.height || 600 })),
  });
  const virtual = useRowsInViewFirst(virtualizer, virtualizer.getVirtualItems(), rows);

  // For the benchmark: the first frame with rows painted.
  useRowsPainted('staff:rows-painted', rows.length);
  const before = virtual[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (virtual.at(-1)?.end ?? 0);

  const c = t.columns;
  /** Header, sort key and width (rem) of each column. */
  const headers: [string, StaffSortKey | null, number][] = [
    [c.trips, null, 4.5],
    [c.block, 'block', 6.5],
    [c.description, 'description', 15],
    [c.workTitle, 'workTitle', 8],
    [c.name, 'name', 12],
    [c.number, 'employeeNumber', 6],
    [c.phone, null, 9.5],
    [c.start, 'timeStart', 5],
    [c.end, 'timeEnd', 6.5],
    [c.startStation, 'startStation', 9],
    [c.endStation, 'endStation', 9],
  ];
  const head = headers.map(([header, sortKey]): HeaderCell<StaffSortKey> => ({
    id: header,
    header,
    sortKey,
  }));

  return (
    <div
      className="table-wrap staff-scroll"
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label={t.listLabel}
    >
      <table className="data staff-table" aria-rowcount={count + 1}>
        <colgroup>
          {headers.map(([header, , width]) => (
            <col key={header} style={{ width: `${width}rem` }} />
          ))}
        </colgroup>
        <SortableHead columns={head} sort={sort} onSort={onSort} />
        <tbody>
          <SpacerRow height={before} columns={headers.length} />
          {virtual.map((v) => {
            const item = itemAt(v.index);
            return item.trips ? (
              <TripsRowView
                key={v.key}
                row={item.row}
                rowIndex={v.index + 2}
                columns={headers.length}
                actions={actions}
              />
            ) : (
              <StaffRowView
                key={v.key}
                row={item.row}
                rowIndex={v.index + 2}
                expanded={expanded.has(item.row.key)}
                actions={actions}
              />
            );
          })}
          <SpacerRow height={after} columns={headers.length} />
        </tbody>
      </table>
    </div>
  );
});
