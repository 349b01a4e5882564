import type { AccessEntry } from '@/lib/auth/access';

/** Spec constant: the districts the portal works in. */
export const ALLOWED_DISTRICT_IDS: readonly number[] = [1, 2, 3, 4, 5, 17];

/**
 * Accesses that are not bound to a district (spec 1 §6: BETA_TESTER only chooses the message
 * app): holding one, even with `*`, makes no district selectable.
 */
export const DISTRICTLESS_ACCESS: readonly string[] = ['BETA_TESTER'];

/**
 * The ids that may be the current district (spec 1 §9 and §6: "Districts are limited to those the
 * user has access for"): the allowed ones where the user holds any district-bound access naming
 * that district, or `*`. In the spec's order. The token's default district is not added: outside
 * this list it is not offered.
 */
export function choosableDistrictIds(access: readonly AccessEntry[]): number[] {
  const bound = access.filter((entry) => !DISTRICTLESS_ACCESS.includes(entry.name.toUpperCase()));
  if (bound.some((entry) => entry.districts === '*')) return [...ALLOWED_DISTRICT_IDS];
  const held = new Set(bound.flatMap((entry) => (entry.districts === '*' ? [] : entry.districts)));
  return ALLOWED_DISTRICT_IDS.filter((id) => held.has(id));
}

/**
 * The current district to use: the first of `preferred` (this tab's, the last chosen, the
 * default) that may be chosen, else the first district that may be chosen, else null (no access
 * in any of the portal's districts: the picker says so).
 */
export function chooseDistrict(
  access: readonly AccessEntry[],
  preferred: readonly (number | null | undefined)[],
): number | null {
  const choosable = choosableDistrictIds(access);
  return preferred.find((id) => id != null && choosable.includes(id)) ?? choosable[0] ?? null;
}
