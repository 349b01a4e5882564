import type { DutySignin } from '../api/signin-schema';
import { timedDuty, type TimedDuty } from './time-frame';

/** A sign-in as the list shows it: with its moments and search text worked out once. */
export interface SigninRow extends DutySignin, TimedDuty {
  /** Lower-case text the search looks in. */
  haystack: string;
}

/** Today's list of a district: today's duties and yesterday's that run past midnight. */
export interface SigninList {
  dateKey: string;
  rows: SigninRow[];
  /** Highest update id of the server's answers so far: catch-up asks for what came after. */
  syncedCursor: number;
}

export function toRow(signin: DutySignin): SigninRow {
  const e = signin.employee;
  const haystack = [
    signin.dutyName,
    signin.startLocation,
    e.name,
    e.employeeNumber,
    e.phones.work,
    e.phones.home,
    e.phones.private,
    e.title,
    ...signin.tripsInfo.map((t) => t.trip),
  ]
    .join('\u0001')
    .toLowerCase();
  return { ...signin, ...timedDuty(signin.dutyDate, signin.timeStart, signin.timeEnd), haystack };
}

const collator = new Intl.Collator('sv');

export function compareRows(a: SigninRow, b: SigninRow): number {
  return a.startMs - b.startMs || collator.compare(a.dutyName, b.dutyName) || a.dutyId - b.dutyId;
}

export function maxUpdateId(rows: readonly { updateId: number }[], start = 0): number {
  let max = start;
  for (const row of rows) if (row.updateId > max) max = row.updateId;
  return max;
}

/**
 * Merges changed sign-ins into the list in place of the old rows: a row is replaced only by a
 * newer state (higher update id), so a change that arrives twice (pushed and caught up) or out
 * of order is shown once. Returns the same list when nothing changed.
 */
export function mergeRows(
  list: SigninList,
  incoming: readonly SigninRow[],
  syncedCursor = list.syncedCursor,
): SigninList {
  let rows: SigninRow[] | null = null;
  let index: Map<number, number> | null = null;
  for (const row of incoming) {
    index ??= new Map(list.rows.map((r, i) => [r.dutyId, i]));
    const at = index.get(row.dutyId);
    const current = at === undefined ? undefined : (rows ?? list.rows)[at];
    if (current && current.updateId >= row.updateId) continue;
    rows ??= [...list.rows];
    if (at !== undefined) rows[at] = row;
    else {
      rows.push(row);
      rows.sort(compareRows);
      index = new Map(rows.map((r, i) => [r.dutyId, i]));
    }
  }
  if (!rows && syncedCursor === list.syncedCursor) return list;
  return {
    ...list,
    rows: rows ?? list.rows,
    syncedCursor: Math.max(syncedCursor, list.syncedCursor),
  };
}

/** Search filters only from 2 characters (spec 1 §5). */
export const MIN_SEARCH_LENGTH = 2;

export function searchTerm(text: string): string | null {
  const term = text.trim().toLowerCase();
  return term.length >= MIN_SEARCH_LENGTH ? term : null;
}
