import type { AccessEntry } from '@/lib/auth/access';
import type { District } from './get-districts';

/** Spec constant: the districts the portal works in. */
export const ALLOWED_DISTRICT_IDS: readonly number[] = [1, 2, 3, 4, 5, 17];

/**
 * The districts offered as current district: allowed ones where the user holds any access
 * (`*` = all), plus the session's default district so that the user is never stranded.
 */
export function selectableDistricts(
  districts: readonly District[],
  access: readonly AccessEntry[],
  defaultDistrictId: number | null,
): District[] {
  const everywhere = access.some((entry) => entry.districts === '*');
  const held = new Set(access.flatMap((entry) => (entry.districts === '*' ? [] : entry.districts)));
  return districts.filter(
    (d) =>
      d.id === defaultDistrictId ||
      (ALLOWED_DISTRICT_IDS.includes(d.id) && (everywhere || held.has(d.id))),
  );
}
