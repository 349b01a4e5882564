import { useLayoutEffect, useRef, type ReactNode } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import { enGB, pl, sv } from 'date-fns/locale';
import 'react-datepicker/dist/react-datepicker.css';
import './date-picker-field.css';
import { useStrings } from '@/lib/i18n';
import { useSettings, type Language } from '@/lib/settings';
import { toDateKey, WEEK_STARTS_ON } from '@/lib/time/stockholm';
import { fromDayKey, toDayKey } from './day-key';
import { datePickerStrings } from './date-picker-strings';

// Month and day names in the user's language; weeks start on Monday in every one of them
// (calendarStartDay). English is British: react-datepicker formats the locale "en" as American.
const LOCALES: Record<Language, string> = { sv: 'sv', en: 'en-GB', pl: 'pl' };
registerLocale(LOCALES.sv, sv);
registerLocale(LOCALES.en, enGB);
registerLocale(LOCALES.pl, pl);

/** How a date is shown (the first) and the ways it may be typed. */
const DATE_FORMATS = ['yyyy-MM-dd', 'yyyyMMdd'];

/** The class of the day that is today in Stockholm. */
const TODAY = 'pp-today';

/**
 * The calendar (react-datepicker's own container, in the user's language): named "Välj datum"
 * for screen readers (its own says "Choose Date"), a dialog only when it pops up (inline it is
 * part of the page), its week-number column named in the user's language too (the library's is
 * a fixed English text). react-datepicker marks the browser's today (class and aria-current),
 * which in another time zone is not Stockholm's: the day shown as today is the one dayClassName
 * gives TODAY, and aria-current follows it here after each render.
 */
function Calendar({
  className,
  children,
  inline,
}: {
  className?: string;
  children?: ReactNode;
  inline?: boolean;
}) {
  const t = useStrings(datePickerStrings);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const calendar = ref.current;
    if (!calendar) return;
    for (const day of calendar.querySelectorAll<HTMLElement>('.react-datepicker__day')) {
      if (day.classList.contains(TODAY)) day.setAttribute('aria-current', 'date');
      else day.removeAttribute('aria-current');
    }
    for (const name of calendar.querySelectorAll(
      '.react-datepicker__day-name .react-datepicker__sr-only',
    ))
      if (name.textContent === 'Week number') name.textContent = t.weekNumber;
  });
  return (
    <div
      ref={ref}
      className={className}
      role={inline ? undefined : 'dialog'}
      aria-modal={inline ? undefined : true}
      aria-label={t.calendar}
      translate="no"
    >
      {children}
    </div>
  );
}

export interface DatePickerFieldProps {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder: string;
  /** First and last day that can be chosen (yyyy-MM-dd). */
  min?: string;
  max?: string;
  /** Days that can be chosen (e.g. no weekends). */
  selectable?: (day: string) => boolean;
  clearable?: boolean;
  /** Takes the focus when it appears (the stand-in had it). */
  autoFocus?: boolean;
  /** The field's name and description by ids (when no label names it, e.g. a date and a time). */
  ariaLabelledBy?: string;
  ariaDescribedBy?: string;
  ariaInvalid?: boolean;
}

/**
 * react-datepicker in the user's language, weeks starting on Monday and days of Stockholm (loaded
 * on demand by DateField).
 */
export function DatePickerField({
  id,
  value,
  onChange,
  placeholder,
  min,
  max,
  selectable,
  clearable = true,
  autoFocus = false,
  ariaLabelledBy,
  ariaDescribedBy,
  ariaInvalid = false,
}: DatePickerFieldProps) {
  const t = useStrings(datePickerStrings);
  const [{ language }] = useSettings();
  const today = toDateKey();
  return (
    <DatePicker
      previousMonthAriaLabel={t.previousMonth}
      nextMonthAriaLabel={t.nextMonth}
      previousMonthButtonLabel={t.previousMonth}
      nextMonthButtonLabel={t.nextMonth}
      chooseDayAriaLabelPrefix={t.chooseDay}
      disabledDayAriaLabelPrefix={t.disabledDay}
      weekAriaLabelPrefix={t.week}
      monthAriaLabelPrefix={t.month}
      clearButtonTitle={t.clearDate}
      // The name of the clear button (the field's ×), not of a close button: it empties the date.
      ariaLabelClose={t.clearDate}
      id={id}
      locale={LOCALES[language]}
      calendarStartDay={WEEK_STARTS_ON}
      // Typed dates are read as written here (yyyy-MM-dd, or without dashes), never guessed:
      // without strict parsing react-datepicker hands other text to `new Date`, which reads
      // 04.03.2026 as 3 April and 2026-02-30 as 2 March. Text it cannot read keeps the date.
      dateFormat={DATE_FORMATS}
      strictParsing
      placeholderText={placeholder}
      selected={fromDayKey(value)}
      onChange={(date: Date | null) => onChange(toDayKey(date))}
      minDate={fromDayKey(min ?? null) ?? undefined}
      maxDate={fromDayKey(max ?? null) ?? undefined}
      filterDate={selectable ? (date: Date) => selectable(toDayKey(date)!) : undefined}
      dayClassName={(date: Date) => (toDayKey(date) === today ? TODAY : '')}
      calendarContainer={Calendar}
      showWeekNumbers
      weekLabel={t.weekLabel}
      isClearable={clearable}
      autoComplete="off"
      autoFocus={autoFocus}
      ariaLabelledBy={ariaLabelledBy}
      ariaDescribedBy={ariaDescribedBy}
      ariaInvalid={ariaInvalid ? 'true' : undefined}
    />
  );
}
