import type { AccessEntry } from '@/lib/auth/access';
import type { District } from './get-districts';

/** Spec constant: the districts the portal works in. */
export const ALLOWED_DISTRICT_IDS: readonly number[] = [1, 2, 3, 4, 5, 17];

/**
 * Accesses that are not bound to a district (spec 1 §6: BETA_TESTER only chooses the message
 * app): holding one, even with `*`, makes no district selectable.
 */
export const DISTRICTLESS_ACCESS: readonly string[] = ['BETA_TESTER'];

/**
 * The districts offered as current district: allowed ones where the user holds a district-bound
 * access (`*` = all), plus the session's default district so that the user is never stranded.
 */
export function selectableDistricts(
  districts: readonly District[],
  access: readonly AccessEntry[],
  defaultDistrictId: number | null,
): District[] {
  const bound = access.filter((entry) => !DISTRICTLESS_ACCESS.includes(entry.name.toUpperCase()));
  const everywhere = bound.some((entry) => entry.districts === '*');
  const held = new Set(bound.flatMap((entry) => (entry.districts === '*' ? [] : entry.districts)));
  return districts.filter(
    (d) =>
      d.id === defaultDistrictId ||
      (ALLOWED_DISTRICT_IDS.includes(d.id) && (everywhere || held.has(d.id))),
  );
}
