import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { districtName, useDistricts } from '@/lib/resources/org/get-districts';
import { hostTypesQuery } from '../api/get-host-types';
import { hostsQuery } from '../api/get-hosts';
import type { CheckDraft } from '../lib/check-draft';
import { equipmentStrings } from '../strings';
import { ListStatus } from './list-status';

function Select({
  label,
  value,
  onChange,
  options,
  placeholder,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  options: { value: number; label: string }[];
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        required
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Where a new check is made: district, host type and host (each clears what follows). */
export function HostFields({
  draft,
  districts,
  onChange,
}: {
  draft: CheckDraft;
  districts: readonly number[];
  onChange: (change: Partial<CheckDraft>) => void;
}) {
  const t = useStrings(equipmentStrings);
  const d = t.dialog;
  const districtList = useDistricts();
  const hostTypes = useQuery(hostTypesQuery());
  const { districtId, hostTypeId } = draft;
  const hosts = useQuery(hostsQuery(hostTypeId, districtId));
  // A new district or host type clears the host and what hangs on it (activities, place, trip).
  const reset = { hostId: null, activities: [], place: '', trip: '', vehiclePosition: '' };
  return (
    <>
      <div className="toolbar">
        <Select
          label={d.district}
          placeholder={d.choose}
          value={districtId}
          onChange={(v) => onChange({ districtId: v, ...reset })}
          options={districts.map((id) => ({
            value: id,
            label: districtName(districtList.data, id),
          }))}
        />
        <Select
          label={d.hostType}
          placeholder={d.choose}
          value={hostTypeId}
          onChange={(v) => onChange({ hostTypeId: v, ...reset })}
          options={(hostTypes.data ?? []).map((h) => ({
            value: h.id,
            label: t.hostTypes[h.id] ?? h.name,
          }))}
        />
        <Select
          label={d.host}
          placeholder={d.choose}
          value={draft.hostId}
          onChange={(v) => onChange({ hostId: v, activities: [] })}
          options={(hosts.data ?? []).map((h) => ({ value: h.id, label: h.name }))}
        />
      </div>
      <ListStatus query={hostTypes} name={d.hostType} />
      <ListStatus query={hosts} name={d.host} />
    </>
  );
}
