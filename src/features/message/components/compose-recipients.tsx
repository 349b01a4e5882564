import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingState, QueryFailure } from '@/components/query-state';
import { useStrings } from '@/lib/i18n';
import { districtName, useDistricts } from '@/lib/resources/org/get-districts';
import type { RecipientGroup } from '../api/schemas';
import { channelOf } from '../lib/constants';
import type { MessageForm } from '../lib/message-form';
import { messageStrings } from '../strings';
import { SelectField } from './fields';

/** District (where the user may send) and the recipient groups of that district. */
export function ComposeRecipients({
  form,
  set,
  districtIds,
  districtUnavailable,
  unavailableGroupIds,
  groupsQuery,
  errors,
}: {
  form: MessageForm;
  set: (patch: Partial<MessageForm>) => void;
  districtIds: readonly number[];
  /** The chosen district is no longer offered (shown, not sent). */
  districtUnavailable: boolean;
  /** Chosen groups no longer offered (shown, not sent). */
  unavailableGroupIds: readonly number[];
  groupsQuery: UseQueryResult<RecipientGroup[]>;
  errors: { district?: string; groups?: string };
}) {
  const t = useStrings(messageStrings);
  const { data: districts } = useDistricts();
  const groups = (groupsQuery.data ?? []).filter((g) => g.DistrictID === form.districtId);
  const byId = new Map((groupsQuery.data ?? []).map((g) => [g.ID, g]));
  const channelText = (g: RecipientGroup) =>
    g.RecipientTypes.map(channelOf)
      .filter((c) => c !== null)
      .map((c) => t.channels[c])
      .join(', ');
  const toggle = (id: number, on: boolean) =>
    set({ groupIds: on ? [...form.groupIds, id] : form.groupIds.filter((g) => g !== id) });

  return (
    <fieldset>
      <legend>{t.groups}</legend>
      <SelectField
        label={t.district}
        empty={t.chooseDistrict}
        value={form.districtId === null ? '' : String(form.districtId)}
        error={errors.district}
        options={[
          ...districtIds.map((d) => ({ value: String(d), label: districtName(districts, d) })),
          ...(districtUnavailable && form.districtId !== null
            ? [
                {
                  value: String(form.districtId),
                  label: t.unavailable(districtName(districts, form.districtId)),
                },
              ]
            : []),
        ]}
        onChange={(value) => {
          const districtId = value ? Number(value) : null;
          const inDistrict = new Set(
            (groupsQuery.data ?? []).filter((g) => g.DistrictID === districtId).map((g) => g.ID),
          );
          set({ districtId, groupIds: form.groupIds.filter((id) => inDistrict.has(id)) });
        }}
      />
      {groupsQuery.isError ? (
        <QueryFailure query={groupsQuery} text={() => t.groupsLoadError} />
      ) : groupsQuery.isPending ? (
        <LoadingState />
      ) : form.districtId !== null && groups.length === 0 ? (
        <p className="muted">{t.noGroups}</p>
      ) : (
        <ul className="group-list">
          {groups.map((g) => (
            <li key={g.ID}>
              <label className="check-field">
                <input
                  type="checkbox"
                  aria-invalid={errors.groups ? true : undefined}
                  aria-describedby={errors.groups ? 'groups-error' : undefined}
                  checked={form.groupIds.includes(g.ID)}
                  onChange={(e) => toggle(g.ID, e.target.checked)}
                />
                {g.Name} <span className="muted">{t.groupChannels(channelText(g))}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {unavailableGroupIds.length > 0 ? (
        <div className="unavailable-groups">
          <p id="unavailable-groups-title">{t.unavailableGroups}</p>
          <ul aria-labelledby="unavailable-groups-title">
            {unavailableGroupIds.map((id) => {
              const name = t.unavailable(byId.get(id)?.Name ?? t.unknownGroup(id));
              return (
                <li key={id}>
                  {name}{' '}
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t.removeGroup(name)}
                    onClick={() => set({ groupIds: form.groupIds.filter((g) => g !== id) })}
                  >
                    {t.remove}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {errors.groups ? (
        <p id="groups-error" className="field-error">
          {errors.groups}
        </p>
      ) : null}
    </fieldset>
  );
}
