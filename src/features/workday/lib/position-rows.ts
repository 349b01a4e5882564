import { filterByText } from '@/lib/sort';
import { formatMinutes, isNonWorkday } from '@/lib/time';
import { eachWhenIdle } from '@/lib/use-idle-sorts';
import type { ListPosition } from '../api/get-positions';

/** A row of the position list: a position with its times relative to the list's day. */
export interface PositionRow {
  key: string | number;
  /** The duty's own date: the list day, the day before (a night duty) or the day after. */
  dutyDate: string;
  block: string;
  description: string;
  workTitle: string;
  name: string;
  employeeNumber: string;
  /** The position's trip date; null for the server's null date (shown as none). */
  tripDate: string | null;
  /**
   * Wall-clock minutes from the list day's midnight: a duty of the day before that runs past
   * midnight starts below 0 (−150 is 21:30 the evening before), one of the next day above 1440
   * (1530 is 01:30 the next night).
   */
  start: number;
  end: number;
  trips: ListPosition['tripsInfo'];
}

/** The search filters only above 2 characters (spec 1 §5). */
export const MIN_SEARCH_LENGTH = 3;

/** Times of a position or a trip: wall-clock minutes of the duty's date. */
export interface Times {
  timeStart: number;
  timeEnd: number;
}

/**
 * When a position runs: its own times, or, when it carries none (both 0), from the first start
 * to the last end of its trips (spec 1 §3 gives a roster position its times in tripsInfo alone).
 * The one rule for the rows and for the night duties picked out of the day before's answer.
 */
export function positionTimes(
  position: Times,
  trips: readonly Times[],
): { start: number; end: number } {
  if (position.timeStart !== 0 || position.timeEnd !== 0 || trips.length === 0)
    return { start: position.timeStart, end: position.timeEnd };
  let start = Infinity;
  let end = -Infinity;
  for (const trip of trips) {
    start = Math.min(start, trip.timeStart);
    end = Math.max(end, trip.timeEnd);
  }
  return { start, end };
}

/**
 * Rows of the positions of `dutyDate`, as seen from the list day `listDay` (`dutyDate` is that
 * day, the day before or the day after it). Non-workdays (0–2160) hold no position and are left
 * out. A position without duty times (both 0) takes them from its trips (`positionTimes`).
 */
export function toPositionRows(
  positions: readonly ListPosition[],
  dutyDate: string,
  listDay: string,
): PositionRow[] {
  const shift = dutyDate === listDay ? 0 : dutyDate < listDay ? -1440 : 1440;
  const rows: PositionRow[] = [];
  positions.forEach((p, index) => {
    const { start, end } = positionTimes(p, p.tripsInfo);
    if (isNonWorkday(start, end)) return;
    rows.push({
      key: p.dutyId ?? `${dutyDate}:${index}:${p.block}:${p.employee.employeeNumber}`,
      dutyDate,
      block: p.block,
      description: p.description,
      workTitle: p.workTitle,
      name: p.employee.name,
      employeeNumber: p.employee.employeeNumber,
      tripDate: p.tripDate,
      start: start + shift,
      end: end + shift,
      trips: p.tripsInfo,
    });
  });
  return rows;
}

/** The positions still running at or after `minutes` of the list day (the list's time). */
export function fromTime(rows: readonly PositionRow[], minutes: number): PositionRow[] {
  return rows.filter((row) => row.end >= minutes);
}

const texts = new WeakMap<PositionRow, string>();

/**
 * The lower-case text the search looks in: block, description, title, name, number and trains.
 * Worked out when a search (or `prepareSearch`) first needs it, not for every row on arrival.
 */
function searchText(row: PositionRow): string {
  let text = texts.get(row);
  if (text === undefined) {
    const trips = row.trips.map((t) => t.trip).join(' ');
    text = [row.block, row.description, row.workTitle, row.name, row.employeeNumber, trips]
      .join(' ')
      .toLowerCase();
    texts.set(row, text);
  }
  return text;
}

/** The search texts of `rows`, worked out a slice at a time while the browser is idle. */
export const prepareSearch = (rows: readonly PositionRow[]) => eachWhenIdle(rows, searchText);

/** Recent searches of a list (a keystroke and the ones before it), newest last. */
const found = new WeakMap<
  readonly PositionRow[],
  { words: string; rows: readonly PositionRow[] }[]
>();
const FOUND_KEPT = 24;

/**
 * Text search over block, description, title, name, number and trains; only above 2 characters.
 * Every word must be found. The list's recent results are kept: a letter erased finds its result
 * again, and a letter typed looks among the matches of the text before it (which hold every
 * match of the longer text) instead of the whole list; the same rows in the list's order.
 */
export function searchRows(rows: readonly PositionRow[], query: string): readonly PositionRow[] {
  const q = query.trim();
  if (q.length < MIN_SEARCH_LENGTH) return rows;
  const words = q.toLowerCase().split(/\s+/).filter(Boolean).join(' ');
  let recent = found.get(rows);
  if (!recent) found.set(rows, (recent = []));
  const same = recent.find((f) => f.words === words);
  if (same) return same.rows;
  let from = rows;
  for (const f of recent)
    if (f.rows.length < from.length && words.startsWith(f.words)) from = f.rows;
  const result = filterByText(from, words, searchText);
  recent.push({ words, rows: result });
  if (recent.length > FOUND_KEPT) recent.shift();
  return result;
}

/** A time relative to the list day: '21:30 (−1)' the evening before, '01:30 (+1)' after midnight. */
export function formatRowTime(minutes: number): string {
  return minutes < 0 ? `${formatMinutes(minutes + 1440)} (−1)` : formatMinutes(minutes);
}

export type PositionSortKey =
  'block' | 'description' | 'workTitle' | 'name' | 'employeeNumber' | 'tripDate' | 'start' | 'end';

/** The value a column sorts by. */
export function sortValue(row: PositionRow, key: PositionSortKey): unknown {
  return row[key];
}
