import { Alert } from '@/components/alert';
import { useStrings } from '@/lib/i18n';
import { COOLING_EQUIPMENT_TYPE_ID } from '@/lib/validation/equipment-check';
import type { StatusType } from '../api/schemas';
import type { ActivityDraft } from '../lib/check-draft';
import { equipmentStrings } from '../strings';

/**
 * The activities of a check: for a new check each thing to check of the host, ticked when done;
 * each with its status (its group's statuses), a temperature for the cooling check (type 72)
 * and a description. Saved ones are locked; rejected ones show why.
 */
export function ActivityTable({
  activities,
  statuses,
  isNew,
  disabled,
  invalid,
  onChange,
}: {
  activities: readonly ActivityDraft[];
  statuses: readonly StatusType[];
  isNew: boolean;
  disabled: boolean;
  /** The activity whose temperature breaks the rule. */
  invalid: number | undefined;
  onChange: (relationId: number, change: Partial<ActivityDraft>) => void;
}) {
  const t = useStrings(equipmentStrings);
  const d = t.dialog;
  return (
    <table className="data check-activities">
      <caption className="visually-hidden">{d.activities}</caption>
      <thead>
        <tr>
          <th scope="col">{d.equipmentType}</th>
          <th scope="col">{d.status}</th>
          <th scope="col">{d.temperature}</th>
          <th scope="col">{d.description}</th>
        </tr>
      </thead>
      <tbody>
        {activities.map((a) => {
          const locked = disabled || a.state === 'saved';
          return (
            <tr key={a.relationId}>
              <td>
                {isNew ? (
                  <label className="check-field">
                    <input
                      type="checkbox"
                      checked={a.ticked}
                      disabled={locked}
                      aria-label={d.tick(a.name)}
                      onChange={(e) => onChange(a.relationId, { ticked: e.target.checked })}
                    />
                    {a.name}
                  </label>
                ) : (
                  a.name
                )}
                {a.state === 'saved' ? <div className="muted">{d.saved}</div> : null}
                {a.state === 'rejected' ? (
                  // The server refused this one (or its outcome is unknown): a failure, said at once.
                  <Alert>
                    {a.sentAt ? d.uncertain(a.reason ?? '') : d.rejected(a.reason ?? '')}
                  </Alert>
                ) : null}
              </td>
              <td>
                <select
                  aria-label={d.statusOf(a.name)}
                  value={a.statusId}
                  disabled={locked}
                  onChange={(e) => onChange(a.relationId, { statusId: Number(e.target.value) })}
                >
                  {statuses
                    .filter((s) => s.statusGroupId === a.statusGroupId || s.id === a.statusId)
                    .map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                </select>
              </td>
              <td>
                {a.equipmentId === COOLING_EQUIPMENT_TYPE_ID ? (
                  <input
                    type="text"
                    inputMode="decimal"
                    size={5}
                    aria-label={d.temperatureOf(a.name)}
                    aria-invalid={invalid === a.relationId || undefined}
                    value={a.temperature}
                    disabled={locked}
                    onChange={(e) => onChange(a.relationId, { temperature: e.target.value })}
                  />
                ) : null}
              </td>
              <td>
                <input
                  type="text"
                  aria-label={d.descriptionOf(a.name)}
                  value={a.description}
                  disabled={locked}
                  onChange={(e) => onChange(a.relationId, { description: e.target.value })}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
