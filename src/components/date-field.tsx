import { lazy, Suspense, useId, useState } from 'react';

const DatePickerField = lazy(() => import('./date-picker-field'));

/**
 * A date (yyyy-MM-dd) chosen with react-datepicker, which is loaded only when a date field is
 * shown (not part of the route's chunk). Until it has loaded, a plain text field stands in.
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
  // Focus given to the stand-in (a quick Tab) goes on to the picker's field when it replaces it.
  const [standInFocused, setStandInFocused] = useState(false);
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <Suspense
        fallback={
          <input
            id={id}
            type="text"
            value={value ?? ''}
            placeholder={placeholder}
            readOnly
            onFocus={() => setStandInFocused(true)}
            onBlur={() => setStandInFocused(false)}
          />
        }
      >
        <DatePickerField
          id={id}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          autoFocus={standInFocused}
          {...limits}
        />
      </Suspense>
    </div>
  );
}
