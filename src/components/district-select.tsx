import { memo, useId } from 'react';
import type { AccessRule } from '@/lib/auth/access';
import { useDistrictsWith } from '@/lib/auth/use-districts-with';
import { useStrings } from '@/lib/i18n';
import { districtName, useDistricts } from '@/lib/resources/org/get-districts';
import { useDistrictStore } from '@/stores/district';
import { QueryFailure } from './query-state';
import { commonStrings } from './strings';

/**
 * The current traffic district, chosen: the header's picker and a view's own district field are
 * this one select (the other follows a choice; the views that depend on it reload). It offers the
 * districts where `rule` holds (spec 1 §6 and §9), or every district the header may switch to.
 * While the list loads the field says so and waits; when it cannot be fetched, the spec's message
 * (spec 1 §8) with status and text, and a retry.
 */
export const DistrictSelect = memo(function DistrictSelect({
  label,
  rule,
  className,
}: {
  label: string;
  rule?: AccessRule;
  /** The wrapper's class (the header's `district-picker`, a view's `form-field`). */
  className: string;
}) {
  const t = useStrings(commonStrings);
  const id = useId();
  const query = useDistricts();
  const { districts: held, chosen } = useDistrictsWith(rule);
  const setDistrict = useDistrictStore((s) => s.setDistrict);
  if (query.isError) {
    return (
      <QueryFailure query={query} text={(detail) => `${label}: ${t.districtsError} ${detail}`} />
    );
  }
  const options = (query.data ?? []).filter((d) => held.includes(d.id));
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={chosen ?? ''}
        disabled={query.isPending}
        onChange={(e) => setDistrict(Number(e.target.value))}
      >
        {chosen === null || !options.some((d) => d.id === chosen) ? (
          // While the list loads (or should it lack the district) the field is not blank.
          <option value={chosen ?? ''}>
            {query.isPending
              ? t.loading
              : chosen === null
                ? t.chooseDistrict
                : districtName(query.data, chosen)}
          </option>
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
