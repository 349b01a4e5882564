import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DistrictGate } from '@/components/district-gate';
import { QueryState } from '@/components/query-state';
import { DutyDialog } from '@/components/roster/duty-dialog';
import { TripDialog } from '@/components/roster/trip-dialog';
import { useStrings } from '@/lib/i18n';
import { toDateKey } from '@/lib/time/stockholm';
import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { calendarQuery, type CalendarDuty } from '../api/get-calendar';
import { calendarWeeks, mondayOf, shiftWeeks, weeksSpan } from '../lib/calendar-weeks';
import { workdayStrings } from '../strings';
import { CalendarWeeks } from './calendar-weeks';
import { FocusKeepingButton } from '@/components/focus-keeping-button';

type Open =
  { kind: 'duty'; duty: CalendarDuty } | { kind: 'trip'; duty: CalendarDuty; trip: string } | null;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Monday of the week in the middle: the address's `week`, else this week. */
const anchorOf = (week: string | null, today: string) =>
  mondayOf(week && DATE.test(week) ? week : today);

/**
 * The signed-in employee's duties: the week of the chosen day (today unless the address says
 * `?week=yyyy-MM-dd`) with two ISO weeks either side, Monday first. A duty opens its details,
 * a train its trip info.
 */
export function CalendarPage() {
  const t = useStrings(workdayStrings);
  const session = useSession();
  const districtId = useCurrentDistrict();
  const [params, setParams] = useSearchParams();
  const today = toDateKey();
  // Quick clicks add up: the week is state, written to the address after each move.
  const [anchor, setAnchor] = useState(() => anchorOf(params.get('week'), today));
  const weeks = useMemo(() => calendarWeeks(anchor), [anchor]);
  const { from, to } = weeksSpan(weeks);
  const employeeNumber = session?.employeeNumber ?? '';
  const query = useQuery(calendarQuery({ districtId, employeeNumber, from, to }));
  const [open, setOpen] = useState<Open>(null);
  const actions = useMemo(
    () => ({
      onShowDuty: (duty: CalendarDuty) => setOpen({ kind: 'duty', duty }),
      onShowTrip: (duty: CalendarDuty, trip: string) => setOpen({ kind: 'trip', duty, trip }),
    }),
    [],
  );
  const move = useCallback(
    (weeks: number | null) =>
      setAnchor((from) => (weeks === null ? mondayOf(today) : shiftWeeks(from, weeks))),
    [today],
  );
  // The chosen week is kept in the address (a reload or a shared link shows the same weeks).
  useEffect(() => {
    const wanted = anchor === mondayOf(today) ? null : anchor;
    if (params.get('week') !== wanted) setParams(wanted ? { week: wanted } : {}, { replace: true });
  }, [anchor, today, params, setParams]);

  return (
    <section aria-labelledby="calendar-title">
      <h1 id="calendar-title">{t.calendarTitle}</h1>
      {query.data?.employeeName ? (
        <p className="muted">{t.calendarOf(query.data.employeeName, query.data.employeeNumber)}</p>
      ) : null}
      <div className="toolbar week-nav">
        <button type="button" onClick={() => move(-1)}>
          ‹ {t.previousWeek}
        </button>
        <FocusKeepingButton onClick={() => move(null)} unavailable={anchor === mondayOf(today)}>
          {t.thisWeek}
        </FocusKeepingButton>
        <button type="button" onClick={() => move(1)}>
          {t.nextWeek} ›
        </button>
        <p className="weeks-shown" aria-live="polite">
          {t.weeksShown(weeks[0]!.week, weeks.at(-1)!.week)}
        </p>
      </div>
      {/* The calendar is the user's own (ROSTER_OWN anywhere): any chosen district will do. */}
      <DistrictGate>
        <QueryState
          query={query}
          errorText={t.calendarError}
          isEmpty={(calendar) => calendar.duties.length === 0}
          empty={t.calendarEmpty}
        >
          {(calendar) => (
            <CalendarWeeks weeks={weeks} duties={calendar.duties} today={today} actions={actions} />
          )}
        </QueryState>
      </DistrictGate>
      {open?.kind === 'duty' ? (
        // The calendar's answer carries the duty (spec 1 §3): staff/duty only when it sends an id.
        <DutyDialog
          dutyId={open.duty.dutyId}
          known={open.duty}
          dutyName={open.duty.dutyName}
          districtId={open.duty.districtId ?? districtId ?? undefined}
          showTrips
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'trip' && open.duty.dutyDate != null ? (
        <TripDialog
          districtId={open.duty.districtId ?? districtId}
          dateKey={open.duty.dutyDate}
          trip={open.trip}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
