import { useStrings } from '@/lib/i18n';
import { groupAdminStrings } from '../strings';
import type { DistrictOption } from './use-group-districts';

/** Several districts, each a checkbox (the list shows the groups of all ticked ones). */
export function DistrictChoice({
  options,
  chosen,
  onChange,
}: {
  options: readonly DistrictOption[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
}) {
  const t = useStrings(groupAdminStrings);
  const toggle = (id: number, on: boolean) =>
    onChange(options.map((o) => o.id).filter((d) => (d === id ? on : chosen.includes(d))));
  return (
    <fieldset className="check-group">
      <legend>{t.districts}</legend>
      {options.map((o) => (
        <label key={o.id} className="check-field">
          <input
            type="checkbox"
            checked={chosen.includes(o.id)}
            onChange={(e) => toggle(o.id, e.target.checked)}
          />
          {o.name}
        </label>
      ))}
    </fieldset>
  );
}
