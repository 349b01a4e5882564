import { phoneDigitForms } from '@/lib/phone';
import { NO_PHONES } from '@/lib/resources/roster/roster-schemas';
import type { DutySignin } from '../api/signin-schema';
import { timedDuty, type TimedDuty } from './time-frame';

/** A sign-in as the list shows it: with its moments worked out once. */
export type SigninRow = DutySignin & TimedDuty;

/** Today's list of a district: today's duties and yesterday's that run past midnight. */
export interface SigninList {
  dateKey: string;
  rows: SigninRow[];
  /** Highest update id of the server's answers so far: catch-up asks for what came after. */
  syncedCursor: number;
}

/**
 * The row of a sign-in. Thousands per list: the object is built field by field (a spread of the
 * parsed object costs several times more), and its search text waits until a search needs it.
 */
export function toRow(signin: DutySignin): SigninRow {
  const timed = timedDuty(signin.dutyDate, signin.timeStart, signin.timeEnd);
  return {
    checkInId: signin.checkInId,
    districtId: signin.districtId,
    dutyDate: signin.dutyDate,
    dutyId: signin.dutyId,
    dutyName: signin.dutyName,
    startLocation: signin.startLocation,
    timeStart: signin.timeStart,
    timeEnd: signin.timeEnd,
    timestampIn: signin.timestampIn,
    timestampOut: signin.timestampOut,
    employee: signin.employee,
    tripsInfo: signin.tripsInfo,
    updateId: signin.updateId,
    startMs: timed.startMs,
    endMs: timed.endMs,
    nonWorkday: timed.nonWorkday,
  };
}

/**
 * The employee as the employee dialog may show them: with every phone to a user administrator
 * (useradmin), with the work phone alone to everyone else, as in the staff overview (README).
 */
export function employeeShown(
  employee: DutySignin['employee'],
  allPhones: boolean,
): DutySignin['employee'] {
  if (allPhones) return employee;
  return { ...employee, phones: { ...NO_PHONES, work: employee.phones.work } };
}

/** Separates the fields of the search text, so that a search never matches across two. */
const SEP = '\u0001';
const haystacks = new WeakMap<SigninRow, string>();
const haystacksWithAllPhones = new WeakMap<SigninRow, string>();

/**
 * The lower-case text a search looks in (duty, start location, name, employee number, work
 * phone, title and trains), worked out once per row state, when a search first needs it.
 * Home and private numbers are in it only with `allPhones`: they are for the user
 * administrators (useradmin) alone, and nobody else may find a person by a number they are not
 * shown (README, staff overview). Each form is kept apart, so each is still built once per row.
 */
export function searchText(row: SigninRow, allPhones: boolean): string {
  const texts = allPhones ? haystacksWithAllPhones : haystacks;
  let text = texts.get(row);
  if (text === undefined) {
    const e = row.employee;
    text =
      row.dutyName +
      SEP +
      row.startLocation +
      SEP +
      e.name +
      SEP +
      e.employeeNumber +
      SEP +
      phoneDigitForms(e.phones.work).join(SEP) +
      SEP +
      e.title;
    if (allPhones)
      for (const phone of [e.phones.home, e.phones.private])
        text += SEP + phoneDigitForms(phone).join(SEP);
    for (const trip of row.tripsInfo) text += SEP + trip.trip;
    text = text.toLowerCase();
    texts.set(row, text);
  }
  return text;
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

/** How far a duty has come: 0 not checked in, 1 checked in, 2 checked out. */
const progress = (row: SigninRow) => (row.timestampIn ? 1 : 0) + (row.timestampOut ? 1 : 0);

/**
 * Whether `row` is a newer state of the duty than `current`: a higher update id. The spec's
 * sign-in has no update id; from a server that sends none (both 0) the state further along wins,
 * since a duty is checked in once and then out once: a check-in's answer then still shows.
 */
function isNewer(row: SigninRow, current: SigninRow): boolean {
  if (row.updateId || current.updateId) return row.updateId > current.updateId;
  return progress(row) > progress(current);
}

/**
 * Merges changed sign-ins into the list in place of the old rows: a row is replaced only by a
 * newer state (isNewer), so a change that arrives twice (pushed and caught up) or out of order
 * is shown once. Returns the same list when nothing changed.
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
    if (current && !isNewer(row, current)) continue;
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
