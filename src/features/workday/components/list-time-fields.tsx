import { memo, useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { ClockInput } from '@/components/clock-input';
import { DateField } from '@/components/date-field';
import { useStrings } from '@/lib/i18n';
import { formatClock, parseClockInput } from '@/lib/time/clock-input';
import type { ListTime } from '../lib/list-time';
import { workdayStrings } from '../strings';

/**
 * The list's day and time; not drawn again on a search keystroke (the date picker is not cheap).
 * The time is read on leaving the field (or on Enter): '7', '0730', '7:30', '07.30'. Other text
 * is refused with a message, and the previous time stays.
 */
export const ListTimeFields = memo(function ListTimeFields({
  time,
  onChange,
}: {
  time: ListTime;
  onChange: (update: (previous: ListTime) => ListTime) => void;
}) {
  const t = useStrings(workdayStrings);
  const id = useId();
  const shown = formatClock(time.minutes);
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const take = (typed: string) => {
    setDraft(null);
    if (typed.trim() === shown) return;
    const minutes = parseClockInput(typed);
    setRefused(minutes === null ? t.timeRefused(typed.trim(), shown) : null);
    if (minutes !== null) onChange((previous) => ({ ...previous, minutes }));
  };
  return (
    <>
      <DateField
        label={t.date}
        value={time.date}
        placeholder={t.datePlaceholder}
        onChange={(date) => date && onChange((previous) => ({ ...previous, date }))}
      />
      <div className="form-field time-field">
        <label htmlFor={id}>{t.time}</label>
        <ClockInput
          id={id}
          value={draft ?? shown}
          onChange={setDraft}
          onBlur={(e) => take(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') take(e.currentTarget.value);
          }}
          aria-describedby={`${id}-hint${refused ? ` ${id}-error` : ''}`}
        />
        <span id={`${id}-hint`} className="muted field-hint">
          {t.timeHint}
        </span>
        {refused ? <Alert id={`${id}-error`}>{refused}</Alert> : null}
      </div>
    </>
  );
});
