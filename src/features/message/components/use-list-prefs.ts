import { useCallback, useState } from 'react';
import { LIST_PREFS_KEY, parseListPrefs, type ListPrefs } from '../lib/list-prefs';

function read(): ListPrefs {
  try {
    const raw = localStorage.getItem(LIST_PREFS_KEY);
    return parseListPrefs(raw === null ? null : JSON.parse(raw));
  } catch {
    return parseListPrefs(null);
  }
}

/** Sort and inactive toggle of the list, in local storage (kept across visits on the device). */
export function useListPrefs(): [ListPrefs, (change: Partial<ListPrefs>) => void] {
  const [prefs, setPrefs] = useState(read);
  const update = useCallback((change: Partial<ListPrefs>) => {
    setPrefs((previous) => {
      const next = { ...previous, ...change };
      try {
        localStorage.setItem(LIST_PREFS_KEY, JSON.stringify(next));
      } catch {
        /* storage unavailable: kept for this visit */
      }
      return next;
    });
  }, []);
  return [prefs, update];
}
