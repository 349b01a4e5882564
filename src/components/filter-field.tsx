import { useId } from 'react';
import { useStrings } from '@/lib/i18n';
import { commonStrings } from './strings';

/** The text filter above a list (filters as you type). */
export function FilterField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  const t = useStrings(commonStrings);
  const id = useId();
  return (
    <label htmlFor={id}>
      {label ?? t.filter}
      <input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
