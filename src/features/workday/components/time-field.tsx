import { useId, useState } from 'react';
import { formatClock, parseClockInput } from '@/lib/time/clock-input';
import type { WorkdayStrings } from '../strings';

/**
 * The list's time (HH:mm). What was typed is read on leaving the field (or on Enter): hours
 * 00–23 and minutes 00–59 ('7', '0730', '7:30', '07.30'). Other text is refused with a message
 * and the previous time stays.
 */
export function TimeField({
  minutes,
  onChange,
  t,
}: {
  minutes: number;
  onChange: (minutes: number) => void;
  t: WorkdayStrings;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const shown = formatClock(minutes);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() === shown) return;
    const parsed = parseClockInput(draft);
    if (parsed === null) {
      setRefused(t.timeRefused(draft.trim(), shown));
      return;
    }
    setRefused(null);
    onChange(parsed);
  };
  return (
    <div className="form-field time-field">
      <label htmlFor={id}>{t.time}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={draft ?? shown}
        aria-describedby={`${id}-hint${refused ? ` ${id}-error` : ''}`}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <span id={`${id}-hint`} className="muted field-hint">
        {t.timeHint}
      </span>
      {refused ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {refused}
        </p>
      ) : null}
    </div>
  );
}
