import { useId } from 'react';
import { useStrings } from '@/lib/i18n';
import { Alert } from '@/components/alert';
import { DateField } from '@/components/date-field';
import { districtName, useDistricts } from '@/lib/resources/org/get-districts';
import { toDateKey } from '@/lib/time/stockholm';
import { commonStrings } from '@/components/strings';
import { equipmentStrings } from '../strings';
import type { ChecklistFilterState } from './use-checklist-filter';
import { useFilterLists } from './use-filter-lists';
import { placeFilterAllowed } from '../lib/filter-choice';

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** A labelled drop-down with an "all" choice first. */
function Choose({
  label,
  value,
  onChange,
  all,
  disabled,
  options,
}: {
  label: string;
  value: string | number | null;
  onChange: (value: string) => void;
  all: string;
  disabled?: boolean;
  options: { value: string | number; label: string }[];
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Districts, date range, host type, host, equipment type and place (spec 2 §2). */
export function ChecklistFilterBar({ state }: { state: ChecklistFilterState }) {
  const t = useStrings(equipmentStrings);
  const common = useStrings(commonStrings);
  const f = t.filter;
  const { filter, allowed } = state;
  const districts = useDistricts();
  const lists = useFilterLists(filter.districtIds, filter.hostTypeId);
  const today = toDateKey();
  // Which of the filter's lists could not be fetched, named as their fields are.
  const failed = (
    [
      [lists.hostTypes.isError, f.hostType],
      [lists.hosts.isError, f.host],
      [lists.equipmentTypes.isError, f.equipmentType],
      [lists.places.isError, f.place],
    ] as const
  )
    .filter(([isError]) => isError)
    .map(([, name]) => name);

  return (
    <form
      className="toolbar equipment-filter"
      aria-label={f.legend}
      onSubmit={(e) => e.preventDefault()}
    >
      <fieldset className="choice">
        <legend>{f.districts}</legend>
        {allowed.map((d) => (
          <label key={d} className="check-field">
            <input
              type="checkbox"
              checked={filter.districtIds.includes(d)}
              onChange={(e) => state.toggleDistrict(d, e.target.checked)}
            />
            {districtName(districts.data, d)}
          </label>
        ))}
      </fieldset>
      <DateField
        label={f.from}
        value={filter.dateFrom}
        placeholder={f.datePlaceholder}
        max={filter.dateTo ?? today}
        onChange={(from) => state.setDates({ from, to: filter.dateTo })}
      />
      <DateField
        label={f.to}
        value={filter.dateTo}
        placeholder={f.datePlaceholder}
        min={filter.dateFrom ?? undefined}
        max={today}
        onChange={(to) => state.setDates({ from: filter.dateFrom, to })}
      />
      <Choose
        label={f.hostType}
        all={f.all}
        value={filter.hostTypeId}
        onChange={(v) => state.setHostType(numberOrNull(v))}
        options={(lists.hostTypes.data ?? []).map((h) => ({
          value: h.id,
          label: t.hostTypes[h.id] ?? h.name,
        }))}
      />
      <Choose
        label={f.host}
        all={filter.hostTypeId === null ? f.chooseHostType : f.all}
        value={filter.hostId}
        disabled={filter.hostTypeId === null}
        onChange={(v) => state.setHost(numberOrNull(v))}
        options={lists.hosts.data.map((h) => ({ value: h.id, label: h.name }))}
      />
      <Choose
        label={f.equipmentType}
        all={f.all}
        value={filter.equipmentId}
        onChange={(v) => state.setEquipment(numberOrNull(v))}
        options={lists.equipmentTypes.data.map((e) => ({
          value: e.id,
          label:
            filter.hostTypeId === null
              ? `${e.type} (${t.hostTypes[e.hostTypeId] ?? e.hostTypeId})`
              : e.type,
        }))}
      />
      <Choose
        label={f.place}
        all={f.all}
        value={filter.place}
        disabled={!placeFilterAllowed(filter.hostTypeId)}
        onChange={(v) => state.setPlace(v || null)}
        options={lists.places.data.map((p) => ({
          value: p.shortName,
          label: `${p.name} (${p.shortName})`,
        }))}
      />
      {failed.length ? (
        <Alert
          action={
            <button
              type="button"
              className="link-button"
              onClick={() => {
                void lists.hostTypes.refetch();
                lists.hosts.refetch();
                lists.equipmentTypes.refetch();
                lists.places.refetch();
              }}
            >
              {common.retry}
            </button>
          }
        >
          {f.listsError(failed.join(', '))}
        </Alert>
      ) : null}
    </form>
  );
}
