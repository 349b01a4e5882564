import { HISTORY_SIZE } from '../config';

/** Search history item (spec 2 §3): place, samStopId, timeStamp (ISO). */
export interface HistoryItem {
  place: string;
  samStopId: number;
  timeStamp: string;
  /** The station's signature, so that trains are found again from another district too. */
  signature?: string | null;
}

/**
 * The history after a search: the place moves to the front (one entry per samStopId), newest
 * first, at most `size` entries.
 */
export function addToHistory(
  history: readonly HistoryItem[],
  item: HistoryItem,
  size = HISTORY_SIZE,
): HistoryItem[] {
  return [item, ...history.filter((h) => h.samStopId !== item.samStopId)].slice(0, size);
}

/** What was stored, kept only where it has the item's shape; newest first, capped. */
export function parseHistory(raw: unknown, size = HISTORY_SIZE): HistoryItem[] {
  if (!Array.isArray(raw)) return [];
  const items = raw.filter(
    (h): h is HistoryItem =>
      typeof h === 'object' &&
      h !== null &&
      typeof (h as HistoryItem).place === 'string' &&
      Number.isInteger((h as HistoryItem).samStopId) &&
      typeof (h as HistoryItem).timeStamp === 'string' &&
      !Number.isNaN(Date.parse((h as HistoryItem).timeStamp)),
  );
  return items
    .sort((a, b) => Date.parse(b.timeStamp) - Date.parse(a.timeStamp))
    .filter((h, i, all) => all.findIndex((o) => o.samStopId === h.samStopId) === i)
    .slice(0, size);
}

/** Kept per user on the device (localStorage), apart for each user. */
export const historyStorageKey = (userId: string) => `pp.connections.history.${userId}`;
