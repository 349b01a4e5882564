import { memo } from 'react';
import { useStrings } from '@/lib/i18n';
import { isAdministrative } from '@/lib/resources/roster/activities';
import { useFormatNamed } from '@/lib/time/format';
import { formatMinutes, isNonWorkday, stockholmWallTime } from '@/lib/time/stockholm';
import type { CalendarDuty } from '../api/get-calendar';
import { dayShows } from '../lib/calendar-duties';
import { workdayStrings } from '../strings';

export interface DayActions {
  onShowDuty: (duty: CalendarDuty) => void;
  onShowTrip: (duty: CalendarDuty, trip: string) => void;
}

/** One day of the calendar: its duties with times and activities, or why there is none. */
export const CalendarDay = memo(function CalendarDay({
  dateKey,
  duties,
  isToday,
  actions,
}: {
  dateKey: string;
  /** undefined: the roster does not cover the day. */
  duties: readonly CalendarDuty[] | undefined;
  isToday: boolean;
  actions: DayActions;
}) {
  const t = useStrings(workdayStrings);
  const label = useFormatNamed()(stockholmWallTime(dateKey, 720), 'weekdayDayMonth');
  const shows = dayShows(duties);
  return (
    <li
      className={`calendar-day${isToday ? ' is-today' : ''}${shows?.work.length ? ' is-work' : ''}`}
      aria-current={isToday ? 'date' : undefined}
    >
      <h3 className="calendar-date">
        <time dateTime={dateKey}>{label}</time>
        {isToday ? <span className="today-tag"> ({t.today})</span> : null}
      </h3>
      {!shows ? (
        <p className="muted">{t.noRoster}</p>
      ) : shows.off ? (
        <p className="day-off">{t.dayOff(shows.off.dutyName)}</p>
      ) : (
        shows.work.map((duty, i) => (
          <DutyOfDay
            key={duty.dutyId ?? i}
            duty={duty}
            label={t.showDuty(duty.dutyName, dateKey)}
            actions={actions}
          />
        ))
      )}
    </li>
  );
});

/**
 * A duty with its times and activities. Without `onShowTrip` in the actions (a duty without a
 * date: trip info needs the day) the trains are plain text.
 */
export function DutyOfDay({
  duty,
  label,
  actions,
}: {
  duty: CalendarDuty;
  /** The accessible name of the duty's button. */
  label: string;
  actions: { onShowDuty: DayActions['onShowDuty']; onShowTrip?: DayActions['onShowTrip'] };
}) {
  const t = useStrings(workdayStrings);
  if (isNonWorkday(duty.timeStart, duty.timeEnd))
    return <p className="day-off">{t.dayOff(duty.dutyName)}</p>;
  const times = `${formatMinutes(duty.timeStart)}–${formatMinutes(duty.timeEnd)}`;
  const { onShowTrip } = actions;
  return (
    <>
      <p className="duty-head">
        <button
          type="button"
          className="link-button"
          aria-label={label}
          onClick={() => actions.onShowDuty(duty)}
        >
          {duty.dutyName}
        </button>{' '}
        <span className="duty-times">{times}</span>
      </p>
      {duty.activities.length > 0 ? (
        <ul className="activities" aria-label={`${t.activities} ${duty.dutyName}`}>
          {duty.activities.map((a, i) => {
            const admin = isAdministrative(a.description);
            return (
              <li key={i} className={admin ? 'activity-admin' : 'activity-driving'}>
                <span className="activity-time">
                  {formatMinutes(a.timeStart)}–{formatMinutes(a.timeEnd)}
                </span>{' '}
                <span className="activity-description">{a.description}</span>{' '}
                {a.trip && onShowTrip ? (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t.showTrip(a.trip)}
                    onClick={() => onShowTrip(duty, a.trip)}
                  >
                    {a.trip}
                  </button>
                ) : (
                  a.trip
                )}{' '}
                {a.positionStart !== a.positionEnd ? (
                  <span className="activity-route">
                    {a.positionStart}–{a.positionEnd}
                  </span>
                ) : null}{' '}
                <span className="activity-kind">{admin ? t.admin : t.driving}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
