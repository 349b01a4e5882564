import type { ReactNode } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import { sv } from 'date-fns/locale';
import 'react-datepicker/dist/react-datepicker.css';
import './date-picker-field.css';
import { WEEK_STARTS_ON } from '@/lib/time';
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

/** The calendar, named in Swedish for screen readers (react-datepicker's own says "Choose Date"). */
function SwedishCalendar({
  className,
  children,
  inline,
}: {
  className?: string;
  children?: ReactNode;
  inline?: boolean;
}) {
  return (
    <div
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
  return (
    <DatePicker
      {...SWEDISH_LABELS}
      calendarContainer={SwedishCalendar}
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
      showWeekNumbers
      weekLabel="v."
      isClearable={clearable}
      autoComplete="off"
    />
  );
}
