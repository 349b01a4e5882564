import { memo, useMemo } from 'react';
import { useStrings } from '@/lib/i18n';
import { DateText } from '@/components/date-text';
import { VirtualTable, type Column } from '@/components/virtual-table';
import type { Sort } from '@/lib/sort';
import { formatRowTime, type PositionRow, type PositionSortKey } from '../lib/position-rows';
import { workdayStrings } from '../strings';
import { useRowsPainted } from '@/components/use-rows-painted';

/**
 * Column widths, in the order of the columns (the trains take the rest). Fixed, so that a
 * row's height depends on its own content alone: with widths worked out from the rows in view, a
 * row coming into view could widen a column, rewrap the rows above it, push itself out of view
 * and narrow the column again, every frame (seen with some days' data).
 */
const WIDTHS = ['6rem', '12.5rem', '7.5rem', '10rem', '5.5rem', '7rem', '6.75rem', '6.75rem', ''];

const positionKey = (row: PositionRow) => row.key;

/** The positions: a sortable virtual table; a train number opens its trip info. */
export const PositionTable = memo(function PositionTable({
  rows,
  sort,
  onSort,
  onShowTrip,
}: {
  rows: readonly PositionRow[];
  sort: Sort<PositionSortKey>;
  onSort: (sort: Sort<PositionSortKey>) => void;
  onShowTrip: (row: PositionRow, trip: string) => void;
}) {
  const t = useStrings(workdayStrings);
  // The benchmark times the first paint of the rows (scripts/bench/workday.mjs).
  useRowsPainted('workday:rows-painted', rows.length);
  const columns = useMemo((): Column<PositionRow, PositionSortKey>[] => {
    const c = t.columns;
    const text = (key: PositionSortKey & keyof PositionRow, header: string) => ({
      id: key,
      header,
      sortKey: key,
      cell: (row: PositionRow) => String(row[key]),
    });
    return [
      text('block', c.block),
      text('description', c.description),
      text('workTitle', c.workTitle),
      text('name', c.name),
      text('employeeNumber', c.number),
      {
        id: 'tripDate',
        header: c.date,
        sortKey: 'tripDate',
        cell: (row) => (row.tripDate ? row.tripDate : <DateText date={null} />),
      },
      { id: 'start', header: c.start, sortKey: 'start', cell: (row) => formatRowTime(row.start) },
      { id: 'end', header: c.end, sortKey: 'end', cell: (row) => formatRowTime(row.end) },
      {
        id: 'trips',
        header: c.trips,
        cell: (row) => (
          <span className="trip-buttons">
            {row.trips.map((trip, i) => (
              <button
                key={`${trip.trip}:${i}`}
                type="button"
                className="link-button"
                aria-label={t.showTrip(trip.trip)}
                onClick={() => onShowTrip(row, trip.trip)}
              >
                {trip.trip}
              </button>
            ))}
          </span>
        ),
      },
    ];
  }, [t, onShowTrip]);
  return (
    <VirtualTable
      label={t.positionsLabel}
      rows={rows}
      columns={columns}
      rowKey={positionKey}
      sort={sort}
      onSort={onSort}
      // Rows wrap their train buttons (measured: mostly two lines, 76 px). A close estimate keeps
      // the rows rendered, laid out and measured before the first measurement few.
      rowHeight={76}
      tableClassName="position-table"
      widths={WIDTHS}
      // Tall rows: four beyond the view each way; each one rendered costs every keystroke's list.
      overscan={4}
    />
  );
});
