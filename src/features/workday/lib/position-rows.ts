import { filterByText } from '@/lib/sort';
import { formatMinutes } from '@/lib/time/stockholm';
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
   * Wall-clock minutes from the list day's midnight, from the trips (spec 1 §3): a duty of the day
   * before that runs past midnight starts below 0 (−150 is 21:30 the evening before), one of the
   * next day above 1440 (1530 is 01:30 the next night). Null for a position of the list day
   * without trips: no times are known (a dash; shown at every time, sorted last).
   */
  start: number | null;
  end: number | null;
  trips: ListPosition['tripsInfo'];
}

/** The search filters only above 2 characters (spec 1 §5). */
export const MIN_SEARCH_LENGTH = 3;

/**
 * Rows of the positions of `dutyDate`, as seen from the list day `listDay` (`dutyDate` is that
 * day, the day before or the day after it). Times come from the trips (`readPositions`). Days off
 * (where a server marks them) hold no position and are left out, and so are a neighbouring day's
 * positions without trips (nothing says they reach into the list day).
 */
export function toPositionRows(
  positions: readonly ListPosition[],
  dutyDate: string,
  listDay: string,
): PositionRow[] {
  const shift = dutyDate === listDay ? 0 : dutyDate < listDay ? -1440 : 1440;
  const rows: PositionRow[] = [];
  positions.forEach((p, index) => {
    if (p.absent || (shift !== 0 && p.timeStart === null)) return;
    rows.push({
      key: p.dutyId ?? `${dutyDate}:${index}:${p.block}:${p.employee.employeeNumber}`,
      dutyDate,
      block: p.block,
      description: p.description,
      workTitle: p.workTitle,
      name: p.employee.name,
      employeeNumber: p.employee.employeeNumber,
      tripDate: p.tripDate,
      start: p.timeStart === null ? null : p.timeStart + shift,
      end: p.timeEnd === null ? null : p.timeEnd + shift,
      trips: p.tripsInfo,
    });
  });
  return rows;
}

/**
 * The positions still running at or after `minutes` of the list day (the list's time), and those
 * of the day without times (whether they run then is not known).
 */
export function fromTime(rows: readonly PositionRow[], minutes: number): PositionRow[] {
  return rows.filter((row) => row.end === null || row.end >= minutes);
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

/**
 * A time relative to the list day: '21:30 (−1)' the evening before, '01:30 (+1)' after midnight;
 * a dash for none.
 */
export function formatRowTime(minutes: number | null): string {
  if (minutes === null) return '–';
  return minutes < 0 ? `${formatMinutes(minutes + 1440)} (−1)` : formatMinutes(minutes);
}

export type PositionSortKey =
  'block' | 'description' | 'workTitle' | 'name' | 'employeeNumber' | 'tripDate' | 'start' | 'end';

/** The value a column sorts by. */
export function sortValue(row: PositionRow, key: PositionSortKey): unknown {
  return row[key];
}
