import { useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { useStrings } from '@/lib/i18n';
import type { MessageForm, Turnaround } from '../lib/message-form';
import { addTrip, type TripProblem } from '../lib/trips';
import { messageStrings } from '../strings';
import { TextField } from './fields';

/** Trips (added only if an integer not already listed) and turnarounds. */
export function ComposeTrips({
  form,
  set,
}: {
  form: MessageForm;
  set: (patch: Partial<MessageForm>) => void;
}) {
  const t = useStrings(messageStrings);
  const id = useId();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<TripProblem | null>(null);
  const add = () => {
    const result = addTrip(form.trips, input);
    setProblem(result.problem);
    if (result.problem === null) {
      set({ trips: result.trips });
      setInput('');
    }
  };
  const setTurn = (index: number, patch: Partial<Turnaround>) =>
    set({
      turnarounds: form.turnarounds.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    });

  return (
    <fieldset>
      <legend>{t.trips}</legend>
      <div className="compose-actions">
        <div className="form-field">
          <label htmlFor={id}>{t.tripInput}</label>
          <input
            id={id}
            inputMode="numeric"
            value={input}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add();
            }}
          />
        </div>
        <button type="button" onClick={add}>
          {t.addTrip}
        </button>
      </div>
      {problem ? (
        <Alert id={`${id}-error`}>
          {problem === 'duplicate' ? t.tripDuplicate : t.tripNotInteger}
        </Alert>
      ) : null}
      {form.trips.length > 0 ? (
        <ul className="chip-list" aria-label={t.trips}>
          {form.trips.map((trip) => (
            <li key={trip}>
              {trip}
              <button
                type="button"
                className="link-button"
                aria-label={t.removeTrip(trip)}
                onClick={() => set({ trips: form.trips.filter((x) => x !== trip) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <h2 className="h-small">{t.turnarounds}</h2>
      {form.turnarounds.map((row, index) => (
        <div className="compose-actions" key={index}>
          <TextField
            label={t.fromTrip}
            inputMode="numeric"
            value={row.fromTrip}
            onChange={(fromTrip) => setTurn(index, { fromTrip })}
          />
          <TextField
            label={t.toTrip}
            inputMode="numeric"
            value={row.toTrip}
            onChange={(toTrip) => setTurn(index, { toTrip })}
          />
          <TextField
            label={t.turnStop}
            value={row.stop}
            onChange={(stop) => setTurn(index, { stop })}
          />
          <button
            type="button"
            onClick={() => set({ turnarounds: form.turnarounds.filter((_, i) => i !== index) })}
          >
            {t.removeTurnaround(index + 1)}
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() =>
          set({ turnarounds: [...form.turnarounds, { fromTrip: '', toTrip: '', stop: '' }] })
        }
      >
        {t.addTurnaround}
      </button>
    </fieldset>
  );
}
