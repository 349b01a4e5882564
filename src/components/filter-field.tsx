import { useId } from 'react';
import { useStrings } from '@/lib/i18n';
import { commonStrings } from './strings';

/**
 * The text filter above a list (filters as you type). `describedBy` names the element that
 * explains the field at the moment (a hint the caller shows and places), if any.
 */
export function FilterField({
  value,
  onChange,
  label,
  placeholder,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  describedBy?: string;
}) {
  const t = useStrings(commonStrings);
  const id = useId();
  return (
    <label htmlFor={id}>
      {label ?? t.filter}
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
