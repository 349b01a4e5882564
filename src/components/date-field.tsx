import { useId } from 'react';
import type { DatePickerFieldProps } from './date-picker-field';
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
}: { label: string } & Pick<
  DatePickerFieldProps,
  'value' | 'onChange' | 'placeholder' | 'min' | 'max' | 'selectable' | 'clearable'
>) {
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
