import { memo, useId } from 'react';
import { commonStrings } from '@/components/strings';
import { isApiError } from '@/lib/api/api-error';
import { districtsWithAccess } from '@/lib/auth/access';
import { ALLOWED_DISTRICT_IDS } from '@/lib/resources/org/allowed-districts';
import { useDistricts } from '@/lib/resources/org/get-districts';
import { useStrings } from '@/lib/i18n';
import { useSession } from '@/stores/session';
import { useDistrictStore } from '@/stores/district';
import type { StaffStrings } from '../strings';

/**
 * The district filter: the portal's districts (spec 1 §9: 1, 2, 3, 4, 5, 17) where the user holds
 * ROSTER_READ, as the header's picker offers them. Choosing one makes it
 * the current district (the header's picker follows), which reloads the list. While the district
 * list loads the field says so; when it cannot be fetched, the spec's message (spec 1 §8) with
 * status and text, and a retry.
 */
export const DistrictSelect = memo(function DistrictSelect({ t }: { t: StaffStrings }) {
  const id = useId();
  const session = useSession();
  const common = useStrings(commonStrings);
  const query = useDistricts();
  const districts = query.data ?? [];
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
  if (query.isError) {
    const { error } = query;
    return (
      <div className="staff-district-error">
        <p role="alert">
          {t.district}: {t.districtsError} {isApiError(error) ? error.statusText : error.message}
        </p>
        <button type="button" onClick={() => void query.refetch()}>
          {common.retry}
        </button>
      </div>
    );
  }
  return (
    <div className="form-field">
      <label htmlFor={id}>{t.district}</label>
      <select
        id={id}
        value={districtId ?? ''}
        disabled={query.isPending}
        onChange={(e) => setDistrict(Number(e.target.value))}
      >
        {districtId == null ? (
          <option value="">{t.noDistrict}</option>
        ) : !options.some((d) => d.id === districtId) ? (
          // While the list loads (or should it lack the district) the field is not blank.
          <option value={districtId}>{query.isPending ? common.loading : districtId}</option>
        ) : null}
        {options.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </div>
  );
});
