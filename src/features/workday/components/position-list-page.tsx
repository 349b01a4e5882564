import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FilterField } from '@/components/filter-field';
import { DistrictGate } from '@/components/district-gate';
import { QueryState } from '@/components/query-state';
import { TripDialog } from '@/components/roster/trip-dialog';
import { isApiError } from '@/lib/api/api-error';
import { useDistrictsWith } from '@/lib/auth/use-districts-with';
import { useStrings } from '@/lib/i18n';
import { sortBy, type Sort } from '@/lib/sort';
import { useStoredFilter } from '@/lib/use-stored-filter';
import { workdayAccess } from '../access';
import { positionRowsQuery } from '../api/get-positions';
import { defaultListTime, type ListTime } from '../lib/list-time';
import {
  fromTime,
  MIN_SEARCH_LENGTH,
  prepareSearch,
  searchRows,
  sortValue,
  type PositionRow,
  type PositionSortKey,
} from '../lib/position-rows';
import { workdayStrings } from '../strings';
import { PositionTable } from './position-table';
import { ListTimeFields } from './list-time-fields';

const DEFAULT_SORT: Sort<PositionSortKey> = { key: 'start', direction: 'asc' };
const readText = (raw: unknown) => (typeof raw === 'string' ? raw : null);
/**
 * The search is written to storage shortly after typing stops (and at once when the page goes
 * away), not in every keystroke's handler: a write there delayed each keystroke's paint.
 */
const SAVE_DELAY_MS = 300;

/**
 * The positions of the current district from a time (by default now minus 3 hours): who works
 * which block and trains, still running at or after that time. The search works above 2
 * characters; its hint (the box's description) names the fields it reads and from how many.
 */
export function PositionListPage() {
  const t = useStrings(workdayStrings);
  // The chosen district, where ROSTER_OWN or ROSTER_READ is held (else null: nothing is read).
  const { districtId } = useDistrictsWith(workdayAccess.positions);
  const [time, setTime] = useState<ListTime>(() => defaultListTime());
  const [search, setSearch] = useStoredFilter('workday.positions.search', '', readText, {
    saveDelayMs: SAVE_DELAY_MS,
  });
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [trip, setTrip] = useState<{ row: PositionRow; trip: string } | null>(null);
  const query = useQuery(positionRowsQuery(districtId, time));
  // No access in the district, by the token (the gate) or by the server's 403: said plainly.
  const refused = isApiError(query.error) && query.error.status === 403;
  const onShowTrip = useCallback((row: PositionRow, trip: string) => setTrip({ row, trip }), []);
  const hintId = useId();

  return (
    <section aria-labelledby="positions-title">
      <h1 id="positions-title">{t.positionsTitle}</h1>
      <div className="toolbar">
        <ListTimeFields time={time} onChange={setTime} />
        <div className="form-field">
          <FilterField label={t.search} value={search} onChange={setSearch} describedBy={hintId} />
          <span id={hintId} className="muted field-hint">
            {t.searchHint(MIN_SEARCH_LENGTH)}
          </span>
        </div>
      </div>
      <DistrictGate rule={workdayAccess.positions} noAccess={t.noDistrictAccess}>
        {refused ? (
          <p className="state state-error">{t.noDistrictAccess}</p>
        ) : (
          <QueryState query={query} errorText={t.positionsError}>
            {(rows) => (
              <PositionResults
                rows={rows}
                minutes={time.minutes}
                search={search}
                sort={sort}
                onSort={setSort}
                onShowTrip={onShowTrip}
              />
            )}
          </QueryState>
        )}
      </DistrictGate>
      {trip && districtId != null ? (
        <TripDialog
          districtId={districtId}
          dateKey={trip.row.dutyDate}
          trip={trip.trip}
          onClose={() => setTrip(null)}
        />
      ) : null}
    </section>
  );
}

function PositionResults({
  rows,
  minutes,
  search,
  sort,
  onSort,
  onShowTrip,
}: {
  rows: readonly PositionRow[];
  minutes: number;
  search: string;
  sort: Sort<PositionSortKey>;
  onSort: (sort: Sort<PositionSortKey>) => void;
  onShowTrip: (row: PositionRow, trip: string) => void;
}) {
  const t = useStrings(workdayStrings);
  // The search texts are worked out while the browser is idle after the list has painted.
  useEffect(() => prepareSearch(rows), [rows]);
  const running = useMemo(() => fromTime(rows, minutes), [rows, minutes]);
  const sorted = useMemo(() => sortBy(running, sort, sortValue), [running, sort]);
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => searchRows(sorted, deferredSearch), [sorted, deferredSearch]);
  if (running.length === 0) return <p className="state state-empty">{t.positionsEmpty}</p>;
  return (
    <>
      <p role="status" className="muted">
        {t.showing(shown.length, running.length)}
      </p>
      <PositionTable rows={shown} sort={sort} onSort={onSort} onShowTrip={onShowTrip} />
    </>
  );
}
