import { useLayoutEffect, useRef, type ReactNode } from 'react';
import DatePicker, { CalendarContainer, registerLocale } from 'react-datepicker';
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
  ariaLabelClose: 'Stäng',
} as const;

/** The class of the day that is today in Stockholm. */
const TODAY = 'pp-today';

/**
 * react-datepicker marks the browser's today (class and aria-current), which in another time
 * zone is not Stockholm's: the day shown as today is the one dayClassName gives TODAY, and
 * aria-current follows it here after each render of the calendar.
 */
function StockholmTodayContainer({
  className,
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const days = ref.current?.querySelectorAll<HTMLElement>('.react-datepicker__day') ?? [];
    for (const day of days) {
      if (day.classList.contains(TODAY)) day.setAttribute('aria-current', 'date');
      else day.removeAttribute('aria-current');
    }
  });
  return (
    <div ref={ref}>
      <CalendarContainer className={className}>{children}</CalendarContainer>
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
      calendarContainer={StockholmTodayContainer}
      showWeekNumbers
      weekLabel="v."
      isClearable={clearable}
      autoComplete="off"
    />
  );
}
