import { useId } from 'react';
import { useStrings } from '@/lib/i18n';
import { CHANNEL_IDS } from '@/lib/resources/recipient-groups/recipient-group-schema';
import { groupAdminStrings } from '../strings';
import type { GroupDraft } from '../lib/group-draft';
import type { GroupFieldErrors } from '../lib/form-messages';
import type { DistrictOption } from './use-group-districts';

/** The group's own fields: name, district, sender (with known senders to add) and channels. */
export function GroupFields({
  draft,
  onChange,
  districts,
  senders,
  errors,
  disabled = false,
}: {
  draft: GroupDraft;
  onChange: (change: Partial<GroupDraft>) => void;
  districts: readonly DistrictOption[];
  senders: readonly string[];
  errors: GroupFieldErrors;
  /** While saving (what is typed then would be lost) or without the right to change. */
  disabled?: boolean;
}) {
  const t = useStrings(groupAdminStrings);
  const id = useId();
  const described = (field: keyof GroupFieldErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const error = (field: keyof GroupFieldErrors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;
  const toggleChannel = (channel: number, on: boolean) =>
    onChange({
      channels: CHANNEL_IDS.filter((c) => (c === channel ? on : draft.channels.includes(c))),
    });

  return (
    <fieldset disabled={disabled}>
      <legend>{t.groupFields}</legend>
      <label className="form-field" htmlFor={`${id}-name`}>
        {t.name}
        <input
          id={`${id}-name`}
          name="groupName"
          value={draft.name}
          required
          {...described('name')}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </label>
      {error('name')}
      <label className="form-field" htmlFor={`${id}-district`}>
        {t.district}
        <select
          id={`${id}-district`}
          name="groupDistrict"
          value={draft.districtId ?? ''}
          required
          {...described('districtId')}
          onChange={(e) =>
            onChange({ districtId: e.target.value === '' ? null : Number(e.target.value) })
          }
        >
          <option value="">{t.chooseDistrict}</option>
          {districts.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      {error('districtId')}
      <div className="field-row">
        <label className="form-field" htmlFor={`${id}-from`}>
          {t.from}
          <input
            id={`${id}-from`}
            name="groupFrom"
            type="email"
            value={draft.from}
            required
            {...described('from')}
            onChange={(e) => onChange({ from: e.target.value })}
          />
        </label>
        {senders.length > 0 ? (
          <label className="form-field" htmlFor={`${id}-sender`}>
            {t.addSender}
            <select
              id={`${id}-sender`}
              value=""
              onChange={(e) => e.target.value && onChange({ from: e.target.value })}
            >
              <option value="">{t.chooseSender}</option>
              {senders.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {error('from')}
      <fieldset className="check-group">
        <legend>{t.channels}</legend>
        {CHANNEL_IDS.map((c) => (
          <label key={c} className="check-field">
            <input
              type="checkbox"
              checked={draft.channels.includes(c)}
              onChange={(e) => toggleChannel(c, e.target.checked)}
            />
            {t.channel[c]}
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}
