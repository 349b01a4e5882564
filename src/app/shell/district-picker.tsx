import { DistrictSelect } from '@/components/district-select';
import { useStrings } from '@/lib/i18n';
import { useChoosableDistricts } from '@/stores/district';
import { useSession } from '@/stores/session';
import { shellStrings } from '../strings';

/**
 * The current traffic district; changing it reloads the views that depend on it. It offers the
 * portal's districts (spec 1 §9) where the user has access (§6); with none, it says why.
 */
export function DistrictPicker() {
  const t = useStrings(shellStrings);
  const session = useSession();
  const choosable = useChoosableDistricts();
  if (session && choosable.length === 0)
    return <span className="district-none">{t.noDistrict}</span>;
  return <DistrictSelect label={t.district} className="district-picker" />;
}
