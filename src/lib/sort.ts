/** Sorting and text filtering of lists on the client (cheap enough per keystroke). */
export interface Sort<K extends string = string> {
  key: K;
  direction: 'asc' | 'desc';
}

const collator = new Intl.Collator('sv', { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  if (a instanceof Date || b instanceof Date || a === null || b === null) {
    // No date sorts last when ascending.
    const x = a instanceof Date ? a.getTime() : Infinity;
    const y = b instanceof Date ? b.getTime() : Infinity;
    return x === y ? 0 : x < y ? -1 : 1;
  }
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

const ascending = new WeakMap<readonly unknown[], Map<string, unknown[]>>();

/**
 * Sorted copy of a list. The ascending order of a list by a key is computed once (values read
 * once per item) and kept while the list lives; descending is its reverse.
 */
export function sortBy<T, K extends string>(
  list: readonly T[],
  sort: Sort<K>,
  value: (item: T, key: K) => unknown,
): T[] {
  let byKey = ascending.get(list);
  if (!byKey) ascending.set(list, (byKey = new Map()));
  let sorted = byKey.get(sort.key) as T[] | undefined;
  if (!sorted) {
    const keyed = list.map((item, index) => ({ item, index, v: value(item, sort.key) }));
    keyed.sort((a, b) => compareValues(a.v, b.v) || a.index - b.index);
    sorted = keyed.map((k) => k.item);
    byKey.set(sort.key, sorted);
  }
  return sort.direction === 'asc' ? [...sorted] : [...sorted].reverse();
}

/** Keeps the items whose text holds every word of the query. */
export function filterByText<T>(
  list: readonly T[],
  query: string,
  text: (item: T) => string,
): readonly T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return list;
  return list.filter((item) => {
    const haystack = text(item);
    return words.every((w) => haystack.includes(w));
  });
}
