import { useCallback, useState } from 'react';

/**
 * State kept in sessionStorage (per tab): survives a district change, leaving the view and a
 * reload. `parse` validates what was stored; anything unreadable gives the initial value.
 */
export function useStoredState<T>(
  key: string,
  initial: T,
  parse: (raw: unknown) => T | null,
): [T, (next: T | ((previous: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = sessionStorage.getItem(key);
      return raw === null ? initial : (parse(JSON.parse(raw)) ?? initial);
    } catch {
      return initial;
    }
  });
  const update = useCallback(
    (next: T | ((previous: T) => T)) => {
      setValue((previous) => {
        const resolved = typeof next === 'function' ? (next as (p: T) => T)(previous) : next;
        try {
          sessionStorage.setItem(key, JSON.stringify(resolved));
        } catch {
          /* storage unavailable: kept in memory */
        }
        return resolved;
      });
    },
    [key],
  );
  return [value, update];
}
