import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DateField } from '@/components/date-field';
import { FilterField } from '@/components/filter-field';
import { QueryState } from '@/components/query-state';
import { TripDialog } from '@/components/roster/trip-dialog';
import { isApiError } from '@/lib/api/api-error';
import { useAccess } from '@/lib/auth/use-access';
import { useStrings } from '@/lib/i18n';
import { sortBy, type Sort } from '@/lib/sort';
import { useStoredState } from '@/lib/use-stored-state';
import { useCurrentDistrict } from '@/stores/district';
import { workdayAccess } from '../access';
import { positionRowsQuery } from '../api/get-positions';
import { defaultListTime, type ListTime } from '../lib/list-time';
import {
  fromTime,
  prepareSearch,
  searchRows,
  sortValue,
  type PositionRow,
  type PositionSortKey,
} from '../lib/position-rows';
import { workdayStrings, type WorkdayStrings } from '../strings';
import { PositionTable } from './position-table';
import { TimeField } from './time-field';

const DEFAULT_SORT: Sort<PositionSortKey> = { key: 'start', direction: 'asc' };
const readText = (raw: unknown) => (typeof raw === 'string' ? raw : null);
/**
 * The search is written to storage shortly after typing stops (and at once when the page goes
 * away), not in every keystroke's handler: a write there delayed each keystroke's paint.
 */
const SAVE_DELAY_MS = 300;

/**
 * The positions of the current district from a time (by default now minus 3 hours): who works
 * which block and trains, still running at or after that time. The search works above 2 characters.
 */
export function PositionListPage() {
  const t = useStrings(workdayStrings);
  const districtId = useCurrentDistrict();
  const allowed = useAccess(workdayAccess.positions);
  const [time, setTime] = useState<ListTime>(() => defaultListTime());
  const [search, setSearch] = useStoredState('pp.workday.positions.search', '', readText, {
    saveDelayMs: SAVE_DELAY_MS,
  });
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [trip, setTrip] = useState<{ row: PositionRow; trip: string } | null>(null);
  const query = useQuery({
    ...positionRowsQuery(districtId ?? 0, time),
    enabled: districtId != null && allowed,
  });
  // No access in the district, by the token or by the server's 403: said plainly, as elsewhere.
  const refused = !allowed || (isApiError(query.error) && query.error.status === 403);
  const onShowTrip = useCallback((row: PositionRow, trip: string) => setTrip({ row, trip }), []);

  return (
    <section aria-labelledby="positions-title">
      <h1 id="positions-title">{t.positionsTitle}</h1>
      <div className="toolbar">
        <TimeFields time={time} onChange={setTime} t={t} />
        <div className="form-field">
          <FilterField label={t.search} value={search} onChange={setSearch} />
          <span className="muted field-hint">{t.searchHint}</span>
        </div>
      </div>
      {districtId == null ? (
        <p className="state state-empty">{t.noDistrict}</p>
      ) : refused ? (
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
              t={t}
            />
          )}
        </QueryState>
      )}
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

/** Day and time; not drawn again on a search keystroke (the date picker is not cheap). */
const TimeFields = memo(function TimeFields({
  time,
  onChange,
  t,
}: {
  time: ListTime;
  onChange: (update: (previous: ListTime) => ListTime) => void;
  t: WorkdayStrings;
}) {
  return (
    <>
      <DateField
        label={t.date}
        value={time.date}
        placeholder={t.datePlaceholder}
        onChange={(date) => date && onChange((previous) => ({ ...previous, date }))}
      />
      <TimeField
        minutes={time.minutes}
        onChange={(minutes) => onChange((previous) => ({ ...previous, minutes }))}
        t={t}
      />
    </>
  );
});

function PositionResults({
  rows,
  minutes,
  search,
  sort,
  onSort,
  onShowTrip,
  t,
}: {
  rows: readonly PositionRow[];
  minutes: number;
  search: string;
  sort: Sort<PositionSortKey>;
  onSort: (sort: Sort<PositionSortKey>) => void;
  onShowTrip: (row: PositionRow, trip: string) => void;
  t: WorkdayStrings;
}) {
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
      <PositionTable rows={shown} sort={sort} onSort={onSort} onShowTrip={onShowTrip} t={t} />
    </>
  );
}
