import type { InputHTMLAttributes } from 'react';
import { formatClock, parseClockInput } from '@/lib/time/clock-input';

/**
 * A time typed on the 24-hour clock (never a native time input, which shows AM/PM in a browser
 * whose own language is English): the text is handed on as typed and shown as HH:MM once the
 * field is left ('730' → '07:30'); text that is no clock time stays as typed for the form to
 * refuse (or for `onBlur`, which is told after, to refuse at once). Name, description and
 * validity come from the caller.
 */
export function ClockInput({
  value,
  onChange,
  onBlur,
  ...attributes
}: {
  value: string;
  onChange: (text: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>) {
  return (
    <input
      {...attributes}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      size={5}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => {
        const minutes = parseClockInput(e.target.value);
        const shown = minutes === null ? null : formatClock(minutes);
        if (shown !== null && shown !== value) onChange(shown);
        onBlur?.(e);
      }}
    />
  );
}
