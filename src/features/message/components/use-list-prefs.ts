import { useCallback } from 'react';
import { useStoredState } from '@/lib/use-stored-state';
import { LIST_PREFS_KEY, parseListPrefs, type ListPrefs } from '../lib/list-prefs';

/** Sort and inactive toggle of the list, in local storage (kept across visits on the device). */
export function useListPrefs(): [ListPrefs, (change: Partial<ListPrefs>) => void] {
  const [prefs, setPrefs] = useStoredState(LIST_PREFS_KEY, parseListPrefs(null), parseListPrefs, {
    storage: 'local',
  });
  const update = useCallback(
    (change: Partial<ListPrefs>) => setPrefs((previous) => ({ ...previous, ...change })),
    [setPrefs],
  );
  return [prefs, update];
}
