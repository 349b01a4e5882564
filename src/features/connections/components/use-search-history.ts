import { useCallback, useState } from 'react';
import { readStored, writeStored } from '@/lib/web-storage';
import {
  addToHistory,
  historyStorageKey,
  parseHistory,
  type HistoryItem,
} from '../lib/search-history';

const read = (key: string): HistoryItem[] => readStored('local', key, parseHistory) ?? [];

/** The user's last places on this device (localStorage, one list per user). */
export function useSearchHistory(userId: string): [HistoryItem[], (item: HistoryItem) => void] {
  const key = historyStorageKey(userId);
  const [state, setState] = useState(() => ({ key, items: read(key) }));
  // Another user signed in on this device: their own list.
  const items = state.key === key ? state.items : read(key);
  const add = useCallback(
    (item: HistoryItem) => {
      setState((previous) => {
        // Another tab may have searched meanwhile: start from what is stored.
        const next = addToHistory(read(key), item);
        if (writeStored('local', key, next)) return { key, items: next };
        // Storage full or unavailable: kept for this visit.
        return { key, items: addToHistory(previous.key === key ? previous.items : [], item) };
      });
    },
    [key],
  );
  return [items, add];
}
