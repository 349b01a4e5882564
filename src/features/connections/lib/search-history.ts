import type { Stop } from '@/lib/resources/traffic/stop-schema';
import { HISTORY_SIZE } from '../config';

/** Search history item (spec 2 §3): place, samStopId, timeStamp (ISO). */
export interface HistoryItem {
  place: string;
  samStopId: number;
  timeStamp: string;
  /** The station's signature, so that trains are found again from another district too. */
  signature?: string | null;
  /**
   * The traffic district it was searched in (the history is per user, not per district): its
   * train rule and its vehicles are that district's. Entries stored before it was kept have none.
   */
  districtId?: number;
}

const isDistrict = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0;

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

/**
 * What was stored, kept only where it has the item's shape; newest first, capped. Entries from
 * before the district was kept are read as they are; a district that is none is left out.
 */
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
    .map(({ districtId, ...item }) => (isDistrict(districtId) ? { ...item, districtId } : item))
    .sort((a, b) => Date.parse(b.timeStamp) - Date.parse(a.timeStamp))
    .filter((h, i, all) => all.findIndex((o) => o.samStopId === h.samStopId) === i)
    .slice(0, size);
}

/**
 * The district to search a history entry in: the one it was searched in. An older entry without
 * one is taken as the current district's only where that district lists the stop; otherwise null,
 * shown as not available here: a dispatcher sees it was searched and is told to change district,
 * rather than get another district's rules and vehicles for it, or lose the entry unexplained.
 * Undefined while the district's stops are not known (loading, or their call failed).
 */
export function historyDistrict(
  item: HistoryItem,
  currentDistrictId: number | null,
  stops: readonly Stop[] | undefined,
): number | null | undefined {
  if (item.districtId !== undefined) return item.districtId;
  if (!stops) return undefined;
  return currentDistrictId !== null && stops.some((s) => s.samStopId === item.samStopId)
    ? currentDistrictId
    : null;
}

/** Kept per user on the device (localStorage), apart for each user. */
export const historyStorageKey = (userId: string) => `pp.connections.history.${userId}`;
