import { useLayoutEffect, useRef, type ReactNode } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import { sv } from 'date-fns/locale';
import 'react-datepicker/dist/react-datepicker.css';
import './date-picker-field.css';
import { toDateKey, WEEK_STARTS_ON } from '@/lib/time';
import { fromDayKey, toDayKey } from './day-key';

registerLocale('sv', sv);

/** react-datepicker's own labels, in Swedish (its defaults are English). */
const SWEDISH_LABELS = {
  previousMonthAriaLabel: 'Föregående månad',
  nextMonthAriaLabel: 'Nästa månad',
  previousMonthButtonLabel: 'Föregående månad',
  nextMonthButtonLabel: 'Nästa månad',
  chooseDayAriaLabelPrefix: 'Välj',
  disabledDayAriaLabelPrefix: 'Kan inte väljas:',
  weekAriaLabelPrefix: 'vecka',
  monthAriaLabelPrefix: 'månad',
  clearButtonTitle: 'Rensa datum',
  // The name of the clear button (the field's ×), not of a close button: it empties the date.
  ariaLabelClose: 'Rensa datum',
} as const;

/** The class of the day that is today in Stockholm. */
const TODAY = 'pp-today';

const WEEK_NUMBER = 'Veckonummer';

/**
 * The calendar (react-datepicker's own container, in Swedish): named "Välj datum" for screen
 * readers (its own says "Choose Date"), a dialog only when it pops up (inline it is part of the
 * page), its week-number column named in Swedish too. react-datepicker marks the browser's today
 * (class and aria-current), which in another time zone is not Stockholm's: the day shown as today
 * is the one dayClassName gives TODAY, and aria-current follows it here after each render.
 */
function SwedishCalendar({
  className,
  children,
  inline,
}: {
  className?: string;
  children?: ReactNode;
  inline?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const calendar = ref.current;
    if (!calendar) return;
    for (const day of calendar.querySelectorAll<HTMLElement>('.react-datepicker__day')) {
      if (day.classList.contains(TODAY)) day.setAttribute('aria-current', 'date');
      else day.removeAttribute('aria-current');
    }
    // The week-number column's header is a fixed English text ("Week number") in the library.
    for (const name of calendar.querySelectorAll(
      '.react-datepicker__day-name .react-datepicker__sr-only',
    ))
      if (name.textContent === 'Week number') name.textContent = WEEK_NUMBER;
  });
  return (
    <div
      ref={ref}
      className={className}
      role={inline ? undefined : 'dialog'}
      aria-modal={inline ? undefined : true}
      aria-label="Välj datum"
      translate="no"
    >
      {children}
    </div>
  );
}

/** react-datepicker in Swedish, weeks starting on Monday (loaded on demand by DateField). */
export default function DatePickerField({
  id,
  value,
  onChange,
  placeholder,
  min,
  max,
  selectable,
  clearable = true,
}: {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder: string;
  min?: string;
  max?: string;
  selectable?: (day: string) => boolean;
  clearable?: boolean;
}) {
  const today = toDateKey();
  return (
    <DatePicker
      {...SWEDISH_LABELS}
      id={id}
      locale="sv"
      calendarStartDay={WEEK_STARTS_ON}
      dateFormat="yyyy-MM-dd"
      placeholderText={placeholder}
      selected={fromDayKey(value)}
      onChange={(date: Date | null) => onChange(toDayKey(date))}
      minDate={fromDayKey(min ?? null) ?? undefined}
      maxDate={fromDayKey(max ?? null) ?? undefined}
      filterDate={selectable ? (date: Date) => selectable(toDayKey(date)!) : undefined}
      dayClassName={(date: Date) => (toDayKey(date) === today ? TODAY : '')}
      calendarContainer={SwedishCalendar}
      showWeekNumbers
      weekLabel="v."
      isClearable={clearable}
      autoComplete="off"
    />
  );
}
