import { useId, type ReactNode } from 'react';

/** Labelled form controls with their error (aria-invalid, aria-describedby) in one place. */
interface Common {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  required?: boolean;
}

function Described({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </>
  );
}

const describedBy = (id: string, error?: string | null, hint?: ReactNode) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function TextField({
  label,
  error,
  hint,
  className,
  required,
  value,
  onChange,
  inputMode,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'numeric';
}) {
  const id = useId();
  return (
    <div className={`form-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        inputMode={inputMode}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea({
  label,
  error,
  hint,
  className,
  value,
  onChange,
  rows = 3,
}: Common & { value: string; onChange: (value: string) => void; rows?: number }) {
  const id = useId();
  return (
    <div className={`form-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A select; a current value that is not among the options is kept as an option of its own. */
export function SelectField({
  label,
  error,
  className,
  value,
  onChange,
  options,
  empty,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  /** Label of the empty choice. */
  empty: string;
}) {
  const id = useId();
  const all =
    value && !options.some((o) => o.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <div className={`form-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{empty}</option>
        {all.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Described id={id} error={error} />
    </div>
  );
}

export const asOptions = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value }));
