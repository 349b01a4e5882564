import type { Sort } from '@/lib/sort';
import type { ThreadSortKey } from './threads';

/**
 * The list's sort and inactive toggle, kept in local storage (spec 2 §2, §9) with the spec's
 * defaults: ascending, ordered by validFrom, inactive messages shown.
 */
export interface ListPrefs {
  sort: Sort<ThreadSortKey>;
  showInactive: boolean;
}

/** Its name for useStoredFilter: on the device (local storage), per user. */
export const LIST_PREFS = 'message.list';
export const DEFAULT_LIST_PREFS: ListPrefs = {
  sort: { key: 'validFrom', direction: 'asc' },
  showInactive: true,
};

const SORT_KEYS: readonly ThreadSortKey[] = [
  'validFrom',
  'validTo',
  'subject',
  'number',
  'updates',
];

export function parseListPrefs(raw: unknown): ListPrefs {
  if (!raw || typeof raw !== 'object') return DEFAULT_LIST_PREFS;
  const v = raw as { sort?: { key?: unknown; direction?: unknown }; showInactive?: unknown };
  const key = SORT_KEYS.find((k) => k === v.sort?.key) ?? DEFAULT_LIST_PREFS.sort.key;
  const direction =
    v.sort?.direction === 'desc' || v.sort?.direction === 'asc'
      ? v.sort.direction
      : DEFAULT_LIST_PREFS.sort.direction;
  return {
    sort: { key, direction },
    showInactive:
      typeof v.showInactive === 'boolean' ? v.showInactive : DEFAULT_LIST_PREFS.showInactive,
  };
}
