import { useId } from 'react';
import { districtsWithAccess } from '@/lib/auth/access';
import { ALLOWED_DISTRICT_IDS } from '@/lib/org/allowed-districts';
import { useDistricts } from '@/lib/org/get-districts';
import { useSession } from '@/stores/session';
import { useDistrictStore } from '@/stores/district';
import type { StaffStrings } from '../strings';

/**
 * The district filter: the portal's districts (spec 1 §9: 1, 2, 3, 4, 5, 17) where the user holds
 * ROSTER_READ, as the header's picker offers them. Choosing one makes it
 * the current district (the header's picker follows), which reloads the list.
 */
export function DistrictSelect({ t }: { t: StaffStrings }) {
  const id = useId();
  const session = useSession();
  const { data: districts = [] } = useDistricts();
  const districtId = useDistrictStore((s) => s.districtId);
  const setDistrict = useDistrictStore((s) => s.setDistrict);
  const held = new Set(
    districtsWithAccess(
      session?.access ?? [],
      ['ROSTER_READ'],
      districts.map((d) => d.id),
    ),
  );
  const options = districts.filter(
    (d) => (held.has(d.id) && ALLOWED_DISTRICT_IDS.includes(d.id)) || d.id === districtId,
  );
  return (
    <div className="form-field">
      <label htmlFor={id}>{t.district}</label>
      <select
        id={id}
        value={districtId ?? ''}
        onChange={(e) => setDistrict(Number(e.target.value))}
      >
        {districtId == null ? <option value="">{t.noDistrict}</option> : null}
        {options.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </div>
  );
}
