/**
 * Access matching. An access entry is a name and the districts where it holds; `"*"` among
 * the districts grants every district, and a rule name ending in `*` matches by prefix.
 */
export interface AccessEntry {
  name: string;
  /** District ids; `'*'` means every district. */
  districts: number[] | '*';
}

export interface AccessRule {
  /** Access names; `DOC*` matches every name starting with DOC. Any one of them suffices. */
  names: readonly string[];
  /**
   * Where the access must hold: a list of districts (held in at least one of them), `'current'`
   * (held in the current district), or omitted (held anywhere).
   */
  districts?: readonly number[] | 'current';
  /** With `'current'`: the current district must also be one of these (Tempo: a command district). */
  within?: readonly number[];
  /** Every one of these rules must also hold (e.g. check-in needs SIGNIN_LIST and SIGNIN_OTHER). */
  all?: readonly AccessRule[];
}

export function nameMatches(pattern: string, name: string): boolean {
  const p = pattern.toUpperCase();
  const n = name.toUpperCase();
  return p.endsWith('*') ? n.startsWith(p.slice(0, -1)) : n === p;
}

function heldIn(entry: AccessEntry, districts: readonly number[] | undefined): boolean {
  if (districts === undefined) return true;
  if (entry.districts === '*') return districts.length > 0;
  return entry.districts.some((d) => districts.includes(d));
}

/** Whether the access list satisfies the rule. */
export function hasAccess(
  access: readonly AccessEntry[],
  rule: AccessRule,
  currentDistrict?: number | null,
): boolean {
  const districts =
    rule.districts === 'current'
      ? currentDistrict == null
        ? []
        : [currentDistrict]
      : rule.districts;
  if (rule.districts === 'current' && rule.within && !rule.within.includes(currentDistrict ?? -1))
    return false;
  const own = access.some(
    (entry) => rule.names.some((name) => nameMatches(name, entry.name)) && heldIn(entry, districts),
  );
  return own && (rule.all ?? []).every((sub) => hasAccess(access, sub, currentDistrict));
}

/**
 * The districts (among `candidates`) where any of the named accesses is held, e.g. the districts
 * offered in message edit. `'*'` yields every candidate.
 */
export function districtsWithAccess(
  access: readonly AccessEntry[],
  names: readonly string[],
  candidates: readonly number[],
): number[] {
  const held = new Set<number>();
  for (const entry of access) {
    if (!names.some((name) => nameMatches(name, entry.name))) continue;
    if (entry.districts === '*') return [...candidates];
    for (const d of entry.districts) held.add(d);
  }
  return candidates.filter((d) => held.has(d));
}

/** 1-5 → [1,2,3,4,5]. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
