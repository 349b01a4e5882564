import { memo } from 'react';
import { isAdministrative } from '@/lib/roster/activities';
import { formatMinutes, formatStockholm, isNonWorkday, stockholmWallTime } from '@/lib/time';
import type { CalendarDuty } from '../api/get-calendar';
import type { WorkdayStrings } from '../strings';

export interface DayActions {
  onShowDuty: (duty: CalendarDuty) => void;
  onShowTrip: (duty: CalendarDuty, trip: string) => void;
}

/** One day of the calendar: its duty with times and activities, or why there is none. */
export const CalendarDay = memo(function CalendarDay({
  dateKey,
  duty,
  isToday,
  actions,
  t,
}: {
  dateKey: string;
  /** undefined: the roster does not cover the day. */
  duty: CalendarDuty | undefined;
  isToday: boolean;
  actions: DayActions;
  t: WorkdayStrings;
}) {
  const label = formatStockholm(stockholmWallTime(dateKey, 720), 'EEE d MMM');
  const off = duty && isNonWorkday(duty.timeStart, duty.timeEnd);
  return (
    <li
      className={`calendar-day${isToday ? ' is-today' : ''}${duty && !off ? ' is-work' : ''}`}
      aria-current={isToday ? 'date' : undefined}
    >
      <h3 className="calendar-date">
        <time dateTime={dateKey}>{label}</time>
        {isToday ? <span className="today-tag"> ({t.today})</span> : null}
      </h3>
      {!duty ? (
        <p className="muted">{t.noRoster}</p>
      ) : off ? (
        <p className="day-off">{t.dayOff(duty.dutyName)}</p>
      ) : (
        <DutyOfDay duty={duty} dateKey={dateKey} actions={actions} t={t} />
      )}
    </li>
  );
});

function DutyOfDay({
  duty,
  dateKey,
  actions,
  t,
}: {
  duty: CalendarDuty;
  dateKey: string;
  actions: DayActions;
  t: WorkdayStrings;
}) {
  const times = `${formatMinutes(duty.timeStart)}–${formatMinutes(duty.timeEnd)}`;
  return (
    <>
      <p className="duty-head">
        {duty.dutyId != null ? (
          <button
            type="button"
            className="link-button"
            aria-label={t.showDuty(duty.dutyName, dateKey)}
            onClick={() => actions.onShowDuty(duty)}
          >
            {duty.dutyName}
          </button>
        ) : (
          <strong>{duty.dutyName}</strong>
        )}{' '}
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
                {a.trip ? (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t.showTrip(a.trip)}
                    onClick={() => actions.onShowTrip(duty, a.trip)}
                  >
                    {a.trip}
                  </button>
                ) : null}{' '}
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
