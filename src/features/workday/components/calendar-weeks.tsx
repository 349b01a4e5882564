import { useMemo } from 'react';
import { useStrings } from '@/lib/i18n';
import type { CalendarDuty } from '../api/get-calendar';
import { dutiesByDay } from '../lib/calendar-duties';
import type { CalendarWeek } from '../lib/calendar-weeks';
import { workdayStrings } from '../strings';
import { CalendarDay, type DayActions } from './calendar-day';
import { UndatedDuties } from './undated-duties';

/**
 * The weeks of the calendar, each Monday to Sunday, with the day's duties under each day; the
 * duties without a date above them.
 */
export function CalendarWeeks({
  weeks,
  duties,
  today,
  actions,
}: {
  weeks: readonly CalendarWeek[];
  duties: readonly CalendarDuty[];
  today: string;
  actions: DayActions;
}) {
  const t = useStrings(workdayStrings);
  const { byDay, undated } = useMemo(() => dutiesByDay(duties), [duties]);
  return (
    <div className="calendar">
      {undated.length > 0 ? (
        <UndatedDuties duties={undated} onShowDuty={actions.onShowDuty} />
      ) : null}
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
                  duties={byDay.get(day)}
                  isToday={day === today}
                  actions={actions}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
