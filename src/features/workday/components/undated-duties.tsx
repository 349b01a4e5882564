import { commonStrings } from '@/components/strings';
import { useStrings } from '@/lib/i18n';
import type { CalendarDuty } from '../api/get-calendar';
import { workdayStrings } from '../strings';
import { DutyOfDay, type DayActions } from './calendar-day';

/**
 * Duties the server sent with the null date (9999-12-31T00:00:00, spec 1 §3: no date): they
 * belong to no day, so they are listed above the weeks with the date 'Inget' rather than left
 * out. Their details open; their trains do not (trip info is asked for by day).
 */
export function UndatedDuties({
  duties,
  onShowDuty,
}: {
  duties: readonly CalendarDuty[];
  onShowDuty: DayActions['onShowDuty'];
}) {
  const t = useStrings(workdayStrings);
  const common = useStrings(commonStrings);
  return (
    <section className="calendar-week calendar-undated" aria-labelledby="calendar-undated">
      <h2 id="calendar-undated">{t.undatedTitle}</h2>
      <p className="muted">{t.undatedIntro}</p>
      <ul className="calendar-days">
        {duties.map((duty, i) => (
          <li key={duty.dutyId ?? `undated-${i}`} className="calendar-day is-work">
            <h3 className="calendar-date">
              {t.date}: {common.noDate}
            </h3>
            <DutyOfDay
              duty={duty}
              label={t.showUndatedDuty(duty.dutyName)}
              actions={{ onShowDuty }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
