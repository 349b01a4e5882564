import { useId } from 'react';
import { useStrings } from '@/lib/i18n';
import { commonStrings } from '@/components/strings';
import { districtName, useDistricts } from '@/lib/resources/org/get-districts';
import { choosableDistrictIds, selectableDistricts } from '@/lib/resources/org/allowed-districts';
import { isApiError } from '@/lib/api/api-error';
import { useSession } from '@/stores/session';
import { useDistrictStore } from '@/stores/district';
import { shellStrings } from '../strings';

/**
 * The current traffic district; changing it reloads the views that depend on it. It offers the
 * portal's districts (spec 1 §9) where the user has access (§6); with none, it says why.
 */
export function DistrictPicker() {
  const t = useStrings(shellStrings);
  const common = useStrings(commonStrings);
  const id = useId();
  const session = useSession();
  const { districtId, setDistrict } = useDistrictStore();
  const districts = useDistricts();
  const access = session?.access ?? [];

  if (session && choosableDistrictIds(access).length === 0)
    return <span className="district-none">{t.noDistrict}</span>;
  if (districts.isError) {
    const error = districts.error;
    return (
      <span className="district-error">
        <span role="alert">
          {t.districtsError} {isApiError(error) ? error.statusText : error.message}
        </span>{' '}
        {/* The header stays for the whole session: without this the list came back only on reload. */}
        <button
          type="button"
          onClick={() => void districts.refetch()}
          disabled={districts.isFetching}
        >
          {common.retry}
        </button>
      </span>
    );
  }
  const options = selectableDistricts(districts.data ?? [], access);
  return (
    <span className="district-picker">
      <label htmlFor={id}>{t.district}</label>
      <select
        id={id}
        value={districtId ?? ''}
        disabled={districts.isPending}
        onChange={(event) => setDistrict(Number(event.target.value))}
      >
        {districtId === null || !options.some((d) => d.id === districtId) ? (
          <option value={districtId ?? ''}>
            {districts.isPending
              ? common.loading
              : districtId === null
                ? '–'
                : districtName(districts.data, districtId)}
          </option>
        ) : null}
        {options.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </span>
  );
}
