import { useId, useState } from 'react';
import { useStrings } from '@/lib/i18n';
import { groupAdminStrings } from '../strings';

export interface Choice {
  id: number;
  name: string;
}

/** One kind of recipient to add: a labelled drop-down of choices and an add button. */
export function AddRecipient({
  label,
  buttonLabel,
  choices,
  onAdd,
  disabled,
}: {
  label: string;
  buttonLabel: string;
  choices: readonly Choice[];
  onAdd: (choice: Choice) => void;
  disabled?: boolean;
}) {
  const t = useStrings(groupAdminStrings);
  const id = useId();
  const [value, setValue] = useState('');
  const chosen = choices.find((c) => String(c.id) === value);
  return (
    <div className="field-row">
      <label className="form-field" htmlFor={id}>
        {label}
        <select
          id={id}
          value={chosen ? value : ''}
          disabled={disabled}
          onChange={(e) => setValue(e.target.value)}
        >
          <option value="">{t.choose}</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={disabled || !chosen}
        onClick={() => {
          if (!chosen) return;
          onAdd(chosen);
          setValue('');
        }}
      >
        {buttonLabel}
      </button>
    </div>
  );
}
