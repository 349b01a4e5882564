import { useMemo } from 'react';
import { useChoosableDistricts, useCurrentDistrict } from '@/stores/district';
import { useSession } from '@/stores/session';
import { hasAccess, type AccessEntry, type AccessRule } from './access';

/** Where a screen may work under one access rule. */
export interface DistrictsWith {
  /** The districts where the rule holds, in the order of the rule's list. */
  districts: number[];
  /** The header's current district; null when none is chosen. */
  chosen: number | null;
  /** Whether the rule holds in the chosen district. */
  allowed: boolean;
  /**
   * The chosen district where the rule holds, else null: what a screen's queries take (a
   * district-bound query turns itself off on null).
   */
  districtId: number | null;
}

/** The rule held in one district: itself and each rule it also needs, all there. */
const inDistrict = (rule: AccessRule): AccessRule => ({
  names: rule.names,
  districts: 'current',
  all: rule.all?.map(inDistrict),
});

/**
 * The districts of `rule`: its own list (`districts: [...]`, or `within` with `'current'`), or
 * else `choosable` (the districts the header may switch to, spec 1 §9 and §6), kept where the
 * rule holds; and whether it holds in `chosen`. Without a rule, every choosable district.
 */
export function districtsWith(
  access: readonly AccessEntry[],
  rule: AccessRule | undefined,
  chosen: number | null,
  choosable: readonly number[],
): DistrictsWith {
  if (!rule) return result([...choosable], chosen);
  const list =
    rule.districts !== undefined && rule.districts !== 'current'
      ? rule.districts
      : (rule.within ?? choosable);
  const here = inDistrict(rule);
  return result(
    list.filter((d) => hasAccess(access, here, d)),
    chosen,
  );
}

function result(districts: number[], chosen: number | null): DistrictsWith {
  const allowed = chosen !== null && districts.includes(chosen);
  return { districts, chosen, allowed, districtId: allowed ? chosen : null };
}

/**
 * Which districts the signed-in user may work in under `rule`, which one is chosen (the header's
 * district) and whether they may work in it. The district lists are the rules' own; without a
 * rule, the districts the header offers.
 */
export function useDistrictsWith(rule?: AccessRule): DistrictsWith {
  const access = useSession()?.access;
  const chosen = useCurrentDistrict();
  const choosable = useChoosableDistricts();
  return useMemo(
    () => districtsWith(access ?? [], rule, chosen, choosable),
    [access, rule, chosen, choosable],
  );
}
