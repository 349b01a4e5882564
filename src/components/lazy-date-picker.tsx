import { lazy, Suspense, useState } from 'react';
import type { DatePickerFieldProps } from './date-picker-field';

const DatePickerField = lazy(() =>
  import('./date-picker-field').then((m) => ({ default: m.DatePickerField })),
);

/**
 * The date picker's field, loaded only when a date field is shown (react-datepicker is not part
 * of the route's chunk). Until it has loaded, a read-only text field with the same name stands
 * in; focus given to it (a quick Tab) goes on to the picker's field when it replaces it.
 */
export function LazyDatePicker(props: Omit<DatePickerFieldProps, 'autoFocus'>) {
  const [standInFocused, setStandInFocused] = useState(false);
  return (
    <Suspense
      fallback={
        // In the picker's own boxes (see index.css), so that its field takes the place of the
        // stand-in without moving what is beside and under it (a layout shift).
        <div className="react-datepicker-wrapper">
          <div className="react-datepicker__input-container">
            <input
              id={props.id}
              type="text"
              value={props.value ?? ''}
              placeholder={props.placeholder}
              aria-labelledby={props.ariaLabelledBy}
              aria-describedby={props.ariaDescribedBy}
              aria-invalid={props.ariaInvalid || undefined}
              readOnly
              onFocus={() => setStandInFocused(true)}
              onBlur={() => setStandInFocused(false)}
            />
          </div>
        </div>
      }
    >
      <DatePickerField {...props} autoFocus={standInFocused} />
    </Suspense>
  );
}
