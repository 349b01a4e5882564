import { useId, useState } from 'react';
import { useStrings } from '@/lib/i18n';
import { Alert } from '@/components/alert';
import { Modal } from '@/components/modal';
import { canSaveExternalRecipient, normalizePhones, splitList } from '@/lib/validation/recipients';
import type { Role } from '@/lib/resources/org/get-roles';
import { groupAdminStrings } from '../strings';
import { externalMessages } from '../lib/form-messages';

export interface ExternalFields {
  name: string;
  mail: string;
  phone: string;
  roleId: number | null;
}

/**
 * Add or change an external recipient. Saving is enabled only with a name and an e-mail or a
 * phone; each address and number is then checked ('Ogiltig e-postadress: …',
 * 'Felaktigt telefonnummer: …') and stored normalised (addresses joined by ;, 0… → 46…).
 */
export function ExternalDialog({
  title,
  fields,
  onFields,
  roles,
  onSave,
  onClose,
}: {
  title: string;
  fields: ExternalFields;
  onFields: (fields: ExternalFields) => void;
  roles: readonly Role[];
  onSave: (fields: ExternalFields) => void;
  onClose: () => void;
}) {
  const t = useStrings(groupAdminStrings);
  const id = useId();
  const [tried, setTried] = useState(false);
  const input = { name: fields.name, mail: fields.mail, phone: fields.phone };
  const messages = tried ? externalMessages(input, t) : [];
  const enabled = canSaveExternalRecipient(input);
  const set = (change: Partial<ExternalFields>) => onFields({ ...fields, ...change });
  const submit = () => {
    setTried(true);
    if (!enabled || externalMessages(input, t).length > 0) return;
    onSave({
      name: fields.name.trim(),
      mail: splitList(fields.mail).join(';'),
      phone: normalizePhones(fields.phone),
      roleId: fields.roleId,
    });
  };
  return (
    <Modal title={title} closeLabel={t.cancel} onClose={onClose}>
      <form
        className="external-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="form-field" htmlFor={`${id}-name`}>
          {t.name}
          <input
            id={`${id}-name`}
            value={fields.name}
            autoComplete="off"
            onChange={(e) => set({ name: e.target.value })}
          />
        </label>
        <label className="form-field" htmlFor={`${id}-mail`}>
          {t.mail}
          <input
            id={`${id}-mail`}
            value={fields.mail}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            onChange={(e) => set({ mail: e.target.value })}
          />
        </label>
        <label className="form-field" htmlFor={`${id}-phone`}>
          {t.phone}
          <input
            id={`${id}-phone`}
            value={fields.phone}
            autoComplete="off"
            inputMode="tel"
            aria-describedby={`${id}-hint`}
            onChange={(e) => set({ phone: e.target.value })}
          />
        </label>
        <p id={`${id}-hint`} className="field-hint">
          {t.listHint}
        </p>
        <label className="form-field" htmlFor={`${id}-role`}>
          {t.role}
          <select
            id={`${id}-role`}
            value={fields.roleId ?? ''}
            onChange={(e) => set({ roleId: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">{t.noRole}</option>
            {roles.map((r) => (
              <option key={r.ID} value={r.ID}>
                {r.Name}
              </option>
            ))}
          </select>
        </label>
        {!enabled ? <p className="field-hint">{t.contactRequired}</p> : null}
        {messages.length > 0 ? (
          <Alert>
            {messages.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </Alert>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="primary" disabled={!enabled}>
            {t.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}
