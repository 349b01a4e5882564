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
  const [value, setValue] = useState<T>(() => readStored(storage, key, parse) ?? initial);
  const update = useCallback(
    (next: T | ((previous: T) => T)) => {
      setValue((previous) => {
        const resolved = typeof next === 'function' ? (next as (p: T) => T)(previous) : next;
        if (!delayed) writeStored(storage, key, resolved);
        return resolved;
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
