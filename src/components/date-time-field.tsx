import { useId } from 'react';
import { parseClockInput } from '@/lib/time/clock-input';
import {
  isDayKey,
  joinDateTime,
  skippedTimeReadAs,
  splitDateTime,
} from '@/lib/time/date-time-input';
import { useStrings } from '@/lib/i18n';
import { ClockInput } from './clock-input';
import { LazyDatePicker } from './lazy-date-picker';
import { dateTimeStrings } from './date-time-strings';

/**
 * A date and a time under one label: the date picker's field and a 24-hour clock field (a native
 * date-time input shows a US date and AM/PM in a browser whose own language is English). The value
 * is `yyyy-MM-ddTHH:mm` in Stockholm wall-clock time with the time as typed until the field is
 * left (see `src/lib/time/date-time-input.ts`); '' when both parts are empty. Screen readers hear each
 * part as the label and its part: "Gäller från datum", "Gäller från klockslag".
 */
export function DateTimeField({
  label,
  value,
  onChange,
  error,
  advisory = false,
  clearable = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; marks the part that is missing or unreadable (both if neither is). */
  error?: string | null;
  /**
   * The error is said but does not stop the form (marked `data-advisory`: a refused send's focus
   * goes to a field that does stop it).
   */
  advisory?: boolean;
  /** The field may be empty: the date's × (or emptying the date) empties the time as well. */
  clearable?: boolean;
}) {
  const t = useStrings(dateTimeStrings);
  const id = useId();
  const ids = {
    label: `${id}-label`,
    date: `${id}-date`,
    time: `${id}-time`,
    hint: `${id}-hint`,
    error: `${id}-error`,
    skipped: `${id}-skipped`,
  };
  const { date, time } = splitDateTime(value);
  const dateOk = isDayKey(date);
  const timeOk = parseClockInput(time) !== null;
  const dateInvalid = !!error && (!dateOk || timeOk);
  const timeInvalid = !!error && (!timeOk || dateOk);
  // 02:30 on the night the clock goes forward is read as 03:30: said, not done unseen.
  const skippedTo = skippedTimeReadAs(value);
  const describedBy = [ids.hint, skippedTo ? ids.skipped : null, error ? ids.error : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className="form-field date-time-field"
      role="group"
      aria-labelledby={ids.label}
      data-advisory={error && advisory ? true : undefined}
    >
      {/* The label names the group; a click on it goes to the date, where one starts. */}
      <label id={ids.label} htmlFor={ids.date}>
        {label}
      </label>
      <div className="date-time-parts">
        <LazyDatePicker
          id={ids.date}
          // A stored draft is read as it is: a date that is none shows as an empty date.
          value={dateOk ? date : null}
          onChange={(day) =>
            onChange(day === null && clearable ? '' : joinDateTime(day ?? '', time))
          }
          placeholder={t.datePlaceholder}
          clearable={clearable}
          ariaLabelledBy={`${ids.label} ${ids.date}-part`}
          ariaDescribedBy={describedBy}
          ariaInvalid={dateInvalid}
        />
        <ClockInput
          id={ids.time}
          placeholder={t.timePlaceholder}
          value={time}
          aria-labelledby={`${ids.label} ${ids.time}-part`}
          aria-describedby={describedBy}
          aria-invalid={timeInvalid || undefined}
          onChange={(text) => onChange(joinDateTime(date, text))}
        />
      </div>
      <span id={`${ids.date}-part`} hidden>
        {t.datePart}
      </span>
      <span id={`${ids.time}-part`} hidden>
        {t.timePart}
      </span>
      <span id={ids.hint} className="muted field-hint">
        {t.hint}
      </span>
      {skippedTo ? (
        <span id={ids.skipped} className="field-hint field-note">
          {t.skipped(skippedTo)}
        </span>
      ) : null}
      {error ? (
        <span id={ids.error} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
