import { useCallback } from 'react';
import { useStoredFilter } from '@/lib/use-stored-filter';
import { LIST_PREFS, parseListPrefs, type ListPrefs } from '../lib/list-prefs';

/** Sort and inactive toggle of the list, in local storage (kept across visits on the device). */
export function useListPrefs(): [ListPrefs, (change: Partial<ListPrefs>) => void] {
  const [prefs, setPrefs] = useStoredFilter(LIST_PREFS, parseListPrefs(null), parseListPrefs, {
    storage: 'local',
  });
  const update = useCallback(
    (change: Partial<ListPrefs>) => setPrefs((previous) => ({ ...previous, ...change })),
    [setPrefs],
  );
  return [prefs, update];
}
