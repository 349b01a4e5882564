import { memo, useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DistrictGate } from '@/components/district-gate';
import { QueryState } from '@/components/query-state';
import { DutyDialog } from '@/components/roster/duty-dialog';
import { EmployeeDialog } from '@/components/roster/employee-dialog';
import { useDistrictsWith } from '@/lib/auth/use-districts-with';
import { useUserAdmin } from '@/lib/auth/user-admin';
import { useStrings } from '@/lib/i18n';
import { useMinuteClock } from '@/lib/time/use-minute-clock';
import { toDateKey } from '@/lib/time/stockholm';
import { incheckingDistrictAccess } from '../access';
import { signinsQuery } from '../api/get-duty-signins';
import { employeeShown, searchTerm, type SigninRow } from '../lib/signin-rows';
import { RowFilter } from '../lib/row-filter';
import { reachesNextDay, type TimeFrame } from '../lib/time-frame';
import { useLiveSignins } from '../live/use-live-signins';
import { incheckingStrings } from '../strings';
import { FiltersBar } from './filters-bar';
import { LiveStatus } from './live-status';
import { SigninTable } from './signin-table';
import { useCheckActions } from './use-check-actions';
import { useFilters } from './use-filters';
import { useTableHeight } from './use-table-height';
import './inchecking.css';

const NO_ROWS: readonly SigninRow[] = [];

type Open = { kind: 'duty' | 'employee'; row: SigninRow } | null;

/** Check-in: the dispatcher's live list of the district's duty sign-ins of today. */
export function IncheckingPage() {
  const t = useStrings(incheckingStrings);
  // The chosen district where the user may check in (else null: nothing is read).
  const { districtId } = useDistrictsWith(incheckingDistrictAccess);
  // Home and private numbers are for the user administrators only, as in the staff overview
  // (README): the others see, and search by, the work phone alone.
  const userAdmin = useUserAdmin();
  const [now] = useMinuteClock();
  const dateKey = useMemo(() => toDateKey(now), [now]);
  // From 20:00 the list takes in the next day's first duties (a frame may reach past midnight).
  const nextDay = reachesNextDay(now, dateKey);
  const query = useQuery(signinsQuery(districtId, dateKey, nextDay));
  const live = useLiveSignins(
    districtId,
    dateKey,
    nextDay,
    query.data !== undefined && !query.isPlaceholderData,
    districtId === null || query.status !== 'pending',
  );
  const height = useTableHeight();
  const { pending, onCheckIn, onCheckOut } = useCheckActions(districtId, dateKey, nextDay);
  const [open, setOpen] = useState<Open>(null);
  const onShowDuty = useCallback((row: SigninRow) => setOpen({ kind: 'duty', row }), []);
  const onShowEmployee = useCallback((row: SigninRow) => setOpen({ kind: 'employee', row }), []);
  const actions = useMemo(
    () => ({ onCheckIn, onCheckOut, onShowDuty, onShowEmployee }),
    [onCheckIn, onCheckOut, onShowDuty, onShowEmployee],
  );

  const all = query.data?.rows;
  const body = (rows: readonly SigninRow[], empty: string) => (
    <DistrictGate rule={incheckingDistrictAccess} noAccess={t.noDistrictAccess}>
      <QueryState query={query} errorText={t.loadError}>
        {(list) => (
          <SigninTable
            rows={rows}
            height={height}
            listDateKey={list.dateKey}
            empty={empty}
            pending={pending}
            actions={actions}
          />
        )}
      </QueryState>
    </DistrictGate>
  );

  return (
    <section className="page inchecking-page" aria-labelledby="inchecking-title">
      <FilteredList
        all={all}
        now={now}
        allPhones={userAdmin}
        heading={<h1 id="inchecking-title">{t.title}</h1>}
        status={<LiveStatus state={live.state} change={live.change} />}
        body={body}
      />
      {open?.kind === 'duty' ? (
        <DutyDialog
          dutyId={open.row.dutyId}
          dutyName={open.row.dutyName}
          onClose={() => setOpen(null)}
        />
      ) : open?.kind === 'employee' ? (
        <EmployeeDialog
          employee={employeeShown(open.row.employee, userAdmin)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

/**
 * The search, the time frame and the list they filter. A keystroke re-renders only this part:
 * the field is painted at once, and the list and its count follow in a render of their own
 * (deferred, so that the next keystroke may interrupt it).
 */
const FilteredList = memo(function FilteredList({
  all,
  now,
  allPhones,
  heading,
  status,
  body,
}: {
  all: readonly SigninRow[] | undefined;
  now: number;
  /** Whether the search finds home and private numbers too (the user administrators'). */
  allPhones: boolean;
  heading: ReactNode;
  status: ReactNode;
  body: (rows: readonly SigninRow[], empty: string) => ReactNode;
}) {
  const t = useStrings(incheckingStrings);
  const [filters, setFilters] = useFilters();
  const shown = useDeferredValue(filters);
  const term = searchTerm(shown.search);
  const [rowFilter] = useState(() => new RowFilter());
  const rows = useMemo(
    () => rowFilter.apply(all ?? NO_ROWS, now, shown.frame, term, allPhones),
    [rowFilter, all, now, shown.frame, term, allPhones],
  );
  // An empty list says why: no duties today, none in the time frame, or none matching the search.
  const empty =
    rows.length > 0
      ? ''
      : !all?.length
        ? t.emptyDay
        : term && rowFilter.inFrame > 0
          ? t.emptySearch(shown.search.trim())
          : t.empty;
  const list = useMemo(() => body(rows, empty), [body, rows, empty]);
  const onSearch = useCallback((search: string) => setFilters({ search }), [setFilters]);
  const onFrame = useCallback((frame: TimeFrame) => setFilters({ frame }), [setFilters]);
  return (
    <>
      <div className="inchecking-toolbar">
        {heading}
        <FiltersBar
          search={filters.search}
          frame={filters.frame}
          onSearch={onSearch}
          onFrame={onFrame}
        />
        {all ? (
          <p className="muted inchecking-count" role="status">
            {t.showing(rows.length, all.length)}
          </p>
        ) : null}
        {status}
      </div>
      {list}
    </>
  );
});
