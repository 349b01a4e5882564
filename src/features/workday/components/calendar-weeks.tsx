import { useMemo } from 'react';
import type { CalendarDuty } from '../api/get-calendar';
import type { CalendarWeek } from '../lib/calendar-weeks';
import type { WorkdayStrings } from '../strings';
import { CalendarDay, type DayActions } from './calendar-day';

/** The weeks of the calendar, each Monday to Sunday, with the day's duty under each day. */
export function CalendarWeeks({
  weeks,
  duties,
  today,
  actions,
  t,
}: {
  weeks: readonly CalendarWeek[];
  duties: readonly CalendarDuty[];
  today: string;
  actions: DayActions;
  t: WorkdayStrings;
}) {
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarDuty>();
    for (const duty of duties) if (duty.dutyDate) map.set(duty.dutyDate, duty);
    return map;
  }, [duties]);
  return (
    <div className="calendar">
      {weeks.map((week) => {
        const id = `week-${week.year}-${week.week}`;
        return (
          <section key={id} className="calendar-week" aria-labelledby={id}>
            <h2 id={id}>{t.week(week.week, week.year)}</h2>
            <ol className="calendar-days">
              {week.days.map((day) => (
                <CalendarDay
                  key={day}
                  dateKey={day}
                  duty={byDay.get(day)}
                  isToday={day === today}
                  actions={actions}
                  t={t}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
