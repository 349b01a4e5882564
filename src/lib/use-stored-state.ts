import { useCallback, useEffect, useRef, useState } from 'react';
import { readStored, writeStored, type StorageKind } from './web-storage';

export interface StoredStateOptions {
  /**
   * 'session' (the default): sessionStorage, per tab — survives a district change, leaving the
   * view and a reload. 'local': localStorage, on the device across visits.
   */
  storage?: StorageKind;
  /**
   * Write this long after the last change rather than on every change (a field typed into), and
   * at once when the page goes away (`pagehide`) or the component unmounts.
   */
  saveDelayMs?: number;
}

/**
 * State kept in web storage as JSON under `key` (sessionStorage unless `options.storage` says
 * 'local'). `parse` validates what was stored; anything unreadable gives the initial value.
 */
export function useStoredState<T>(
  key: string,
  initial: T,
  parse: (raw: unknown) => T | null,
  options: StoredStateOptions = {},
): [T, (next: T | ((previous: T) => T)) => void] {
  const { storage = 'session', saveDelayMs } = options;
  const delayed = saveDelayMs !== undefined;
  const [held, setHeld] = useState(() => ({
    key,
    value: readStored(storage, key, parse) ?? initial,
  }));
  // A new key (another user's, after a change of user): what is stored under it, never the
  // value held for the previous key (which would then be written under the new one).
  let current = held;
  if (held.key !== key) {
    current = { key, value: readStored(storage, key, parse) ?? initial };
    setHeld(current);
  }
  const { value } = current;
  const update = useCallback(
    (next: T | ((previous: T) => T)) => {
      setHeld((previous) => {
        const resolved = typeof next === 'function' ? (next as (p: T) => T)(previous.value) : next;
        if (!delayed) writeStored(storage, key, resolved);
        return { key, value: resolved };
      });
    },
    [key, storage, delayed],
  );

  // Delayed: written a while after the last change, and at once when the page goes away.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
    if (!delayed) return;
    const timer = setTimeout(() => writeStored(storage, key, value), saveDelayMs);
    return () => clearTimeout(timer);
  }, [value, key, storage, delayed, saveDelayMs]);
  useEffect(() => {
    if (!delayed) return;
    const flush = () => writeStored(storage, key, latest.current);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [key, storage, delayed]);

  return [value, update];
}
