import { DateTimeField } from '@/components/date-time-field';
import { useStrings } from '@/lib/i18n';
import type { MessageForm } from '../lib/message-form';
import { EVENT_DESCRIPTIONS } from '../lib/value-lists';
import { messageStrings } from '../strings';
import { SelectField, TextArea, TextField, asOptions } from './fields';

/** Event, subject, body and validity. */
export function ComposeMessageFields({
  form,
  set,
  errors,
  validToAdvisory,
  onValidityFromNow,
}: {
  form: MessageForm;
  set: (patch: Partial<MessageForm>) => void;
  errors: { subject?: string; validFrom?: string; validTo?: string };
  /** The error at 'Gäller till' does not stop sending (the order, swapped when sent). */
  validToAdvisory: boolean;
  /** Offered while the validity has ended: sets the default validity from now. */
  onValidityFromNow?: () => void;
}) {
  const t = useStrings(messageStrings);
  return (
    <fieldset>
      <legend>{t.body}</legend>
      <div className="compose-grid">
        <SelectField
          label={t.event}
          empty={t.chooseEvent}
          value={form.event}
          options={asOptions(EVENT_DESCRIPTIONS)}
          onChange={(event) =>
            // The event starts the subject while the subject is empty or still the old event.
            set(
              !form.subject.trim() || form.subject === form.event
                ? { event, subject: event }
                : { event },
            )
          }
        />
        <TextField
          className="wide"
          label={t.subject}
          value={form.subject}
          required
          error={errors.subject}
          onChange={(subject) => set({ subject })}
        />
        <TextArea
          className="wide"
          label={t.body}
          rows={5}
          value={form.body}
          onChange={(body) => set({ body })}
        />
        <DateTimeField
          label={t.validFrom}
          value={form.validFrom}
          error={errors.validFrom}
          clearable={false}
          onChange={(validFrom) => set({ validFrom })}
        />
        <DateTimeField
          label={t.validTo}
          value={form.validTo}
          error={errors.validTo}
          advisory={validToAdvisory}
          clearable={false}
          onChange={(validTo) => set({ validTo })}
        />
        {onValidityFromNow ? (
          <div>
            <button type="button" onClick={onValidityFromNow}>
              {t.validityFromNow}
            </button>
          </div>
        ) : null}
        <label className="check-field">
          <input
            type="checkbox"
            checked={form.readReceipt}
            onChange={(e) => set({ readReceipt: e.target.checked })}
          />
          {t.readReceipt}
        </label>
      </div>
    </fieldset>
  );
}
