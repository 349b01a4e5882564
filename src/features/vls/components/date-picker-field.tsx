import DatePicker, { registerLocale } from 'react-datepicker';
import { sv } from 'date-fns/locale';
import 'react-datepicker/dist/react-datepicker.css';
import { WEEK_STARTS_ON } from '@/lib/time';

registerLocale('sv', sv);

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day the user picked, as yyyy-MM-dd (the picker works in the browser's days). */
function toKey(date: Date | null): string | null {
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : null;
}

function fromKey(key: string | null): Date | null {
  if (!key) return null;
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/** react-datepicker in Swedish, weeks starting on Monday (loaded on demand by DateField). */
export default function DatePickerField({
  id,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder: string;
}) {
  return (
    <DatePicker
      id={id}
      locale="sv"
      calendarStartDay={WEEK_STARTS_ON}
      dateFormat="yyyy-MM-dd"
      placeholderText={placeholder}
      selected={fromKey(value)}
      onChange={(date: Date | null) => onChange(toKey(date))}
      showWeekNumbers
      weekLabel="v."
      isClearable
      autoComplete="off"
    />
  );
}
