import { useId } from 'react';
import { LazyDatePicker } from './lazy-date-picker';

/**
 * A labelled date (yyyy-MM-dd) chosen with react-datepicker, in the user's language with weeks
 * from Monday (loaded when first shown, see LazyDatePicker).
 */
export function DateField({
  label,
  value,
  onChange,
  placeholder,
  ...limits
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder: string;
  /** First and last day that can be chosen (yyyy-MM-dd). */
  min?: string;
  max?: string;
  /** Days that can be chosen (e.g. no weekends). */
  selectable?: (day: string) => boolean;
  clearable?: boolean;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <LazyDatePicker
        id={id}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        {...limits}
      />
    </div>
  );
}
