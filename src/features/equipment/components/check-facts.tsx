import { useStrings } from '@/lib/i18n';
import type { EquipmentCheck } from '../api/schemas';
import { equipmentStrings } from '../strings';
import { showTime } from './checklist-table';

/** What an existing check is about (not changed in the dialog). */
export function CheckFacts({ check }: { check: EquipmentCheck }) {
  const t = useStrings(equipmentStrings);
  const d = t.dialog;
  return (
    <dl className="facts">
      <dt>{d.host}</dt>
      <dd>
        {check.hostName} ({t.hostTypes[check.hostTypeId] ?? check.hostTypeId})
      </dd>
      <dt>{d.equipmentType}</dt>
      <dd>{check.equipmentTypeName}</dd>
      <dt>{d.registered}</dt>
      <dd>{showTime(check.registered)}</dd>
      {check.updated ? (
        <>
          <dt>{d.updated}</dt>
          <dd>{showTime(check.updated)}</dd>
        </>
      ) : null}
      {/^https?:\/\//i.test(check.imageUrl) ? (
        <>
          <dt>{d.image}</dt>
          <dd>
            <a href={check.imageUrl} target="_blank" rel="noopener noreferrer">
              {d.openImage}
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
