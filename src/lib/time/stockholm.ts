import { TZDate, tzOffset } from '@date-fns/tz';
import {
  addDays,
  format,
  getISOWeek,
  getISOWeekYear,
  startOfISOWeek,
  isWeekend,
  differenceInCalendarDays,
} from 'date-fns';
import { partsOf, STOCKHOLM } from './stockholm-clock';
import { wallTimeOfParts } from './wall-time';

/**
 * Dates and times are Swedish whatever the zone of the browser or the machine: every calendar
 * computation happens in Europe/Stockholm and weeks start on Monday. Names of days and months
 * follow the user's language (`./format`).
 *
 * Over 250 lines on purpose: split by job (numeric formats, server-date parsing, ISO weeks), the
 * bundler gave each part its own chunk, which cost /message/edit 1.4 KB gzip and put it over its
 * route budget (measured with check-budgets). One module, one chunk, for every route that reads
 * dates.
 */
export const TIME_ZONE = STOCKHOLM;
export const WEEK_STARTS_ON = 1 as const;

/** Server value meaning "no date". */
export const NULL_DATE = '9999-12-31T00:00:00';
/** A non-workday duty runs from 0 to 2160 minutes. */
export const NON_WORKDAY = { start: 0, end: 2160 } as const;

/** A date/time in Stockholm time. */
export function inStockholm(date: Date | number | string = Date.now()): TZDate {
  return new TZDate(typeof date === 'string' ? new Date(date).getTime() : +date, TIME_ZONE);
}

export function now(): TZDate {
  return inStockholm(Date.now());
}

/**
 * Stockholm's calendar day of a moment, read by Intl alone: "today" must not depend on TZDate,
 * a subclass of Date, which a test's fake clock (Playwright's `page.clock`) replaces with a class
 * whose instances are plain dates, read in the browser's own zone (a New York browser's evening
 * was yesterday in Stockholm).
 */
const DAY_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `yyyy-MM-dd` of a moment as a date in Stockholm. */
export function toDateKey(date: Date | number = Date.now()): string {
  const { year, month, day } = partsOf(DAY_PARTS, date);
  return `${year}-${month}-${day}`;
}

/** The moment a Stockholm wall-clock time happens: `2026-03-29`, 150 → 02:30 (skipped → 03:30). */
export function stockholmWallTime(dateKey: string, minutesFromMidnight = 0): TZDate {
  const [y, m, d] = parseDateKey(dateKey);
  // Not `new TZDate(y, m, d, h, mi)`: on the nights the clock changes, its reading follows the
  // computer's own time zone (see wall-time.ts).
  return new TZDate(wallTimeOfParts(y, m, d, minutesFromMidnight), TIME_ZONE);
}

/** Midnight in Stockholm at the start of the given date. */
export function startOfStockholmDay(dateKey: string): TZDate {
  return stockholmWallTime(dateKey, 0);
}

export function parseDateKey(dateKey: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateKey);
  if (!match) throw new RangeError(`Ogiltigt datum: ${dateKey}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Wall-clock minutes since the Stockholm midnight of `dateKey` (> 1440 the day after). */
export function minutesFromMidnight(moment: Date | number, dateKey: string): number {
  const local = inStockholm(moment);
  const dayOffset = differenceInCalendarDays(
    new Date(local.getFullYear(), local.getMonth(), local.getDate()),
    new Date(...toLocalTriple(dateKey)),
  );
  return dayOffset * 1440 + local.getHours() * 60 + local.getMinutes();
}

function toLocalTriple(dateKey: string): [number, number, number] {
  const [y, m, d] = parseDateKey(dateKey);
  return [y, m - 1, d];
}

/** 0 → "00:00", 1530 → "01:30 (+1)"; a minute count as shown in duty lists. */
export function formatMinutes(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const rest = minutes - days * 1440;
  const clock = `${pad(Math.floor(rest / 60))}:${pad(rest % 60)}`;
  return days > 0 ? `${clock} (+${days})` : clock;
}

export function isNonWorkday(start: number, end: number): boolean {
  return start === NON_WORKDAY.start && end === NON_WORKDAY.end;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The two digits at `at` of `text` as a number; -1 when either is not a digit. */
function twoDigits(text: string, at: number): number {
  const a = text.charCodeAt(at) - 48;
  const b = text.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** `yyyy-MM-ddTHH:mm:ss` (or a space for the T): the form of nearly every server date. */
function isPlainWallTime(text: string): boolean {
  if (text.length !== 19) return false;
  const t = text.charCodeAt(10);
  return (
    (t === 84 || t === 32) &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58 &&
    twoDigits(text, 0) >= 0 &&
    twoDigits(text, 2) >= 0 &&
    twoDigits(text, 5) >= 0 &&
    twoDigits(text, 8) >= 0 &&
    twoDigits(text, 11) >= 0 &&
    twoDigits(text, 14) >= 0 &&
    twoDigits(text, 17) >= 0
  );
}

/**
 * The moment of a Stockholm wall-clock time in the usual form `yyyy-MM-ddTHH:mm:ss` (or a space
 * for the T), read by character codes; null for any other form.
 */
export function plainWallTimeMs(text: string): number | null {
  if (!isPlainWallTime(text)) return null;
  return (
    wallTimeOfParts(
      twoDigits(text, 0) * 100 + twoDigits(text, 2),
      twoDigits(text, 5),
      twoDigits(text, 8),
      twoDigits(text, 11) * 60 + twoDigits(text, 14),
    ) +
    twoDigits(text, 17) * 1000
  );
}

/** Parses a server date; the null date and empty values become `null`. */
export function parseServerDate(value: string | null | undefined): Date | null {
  // The spec's null date, and .NET's DateTime.MinValue that a server sends for a date never set.
  if (!value || value.startsWith('9999-12-31') || value.startsWith('0001-01-01')) return null;
  // The usual form read by character codes, as the expressions below read it (a list of 2,000
  // messages holds 10,000 dates): a Stockholm wall-clock time.
  const plain = plainWallTimeMs(value);
  if (plain !== null) return new Date(plain);
  // Server date-times without an offset are Stockholm wall-clock times.
  const hasZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(value);
  if (!hasZone) {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
    if (!match) return null;
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
    // As `new TZDate(y, mo - 1, d, h, mi, s, TIME_ZONE)`, without its several Intl calls per date
    // (a list of 2,000 messages holds 10,000 of them): the month's offset is worked out once.
    return new Date(wallTimeOfParts(Number(y), Number(mo), Number(d), +h * 60 + +mi) + +s * 1000);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Numeric and wire forms in Stockholm time, e.g. `formatStockholm(d, "yyyy-MM-dd'T'HH:mm:ss")`;
 * the same in every language. Weekday and month names in the user's language: `./format`.
 */
export function formatStockholm(date: Date | number, pattern: string): string {
  return format(inStockholm(date), pattern);
}

const hourOffsets = new Map<number, number>();

/**
 * The Stockholm wall clock of a moment, read through the UTC getters of the returned date; null
 * for an invalid date. Stockholm's offset changes only on whole UTC hours, so it is asked of Intl
 * once per hour instead of several times per date (a table formats dozens of dates per render).
 */
function wallClock(date: Date | number): Date | null {
  const ms = +date;
  if (!Number.isFinite(ms)) return null;
  const hour = Math.floor(ms / 3_600_000);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    offset = tzOffset(TIME_ZONE, new Date(hour * 3_600_000)) * 60_000;
    if (hourOffsets.size > 2000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return new Date(ms + offset);
}

const day = (w: Date) =>
  `${String(w.getUTCFullYear()).padStart(4, '0')}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
const clock = (w: Date) => `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;

/** `yyyy-MM-dd` in Stockholm (as `formatStockholm(date, 'yyyy-MM-dd')`). */
export function formatDate(date: Date | number | null | undefined): string {
  if (date == null) return '';
  const w = wallClock(date);
  return w ? day(w) : formatStockholm(date, 'yyyy-MM-dd');
}

/** `yyyy-MM-dd HH:mm` in Stockholm. */
export function formatDateTime(date: Date | number | null | undefined): string {
  if (date == null) return '';
  const w = wallClock(date);
  return w ? `${day(w)} ${clock(w)}` : formatStockholm(date, 'yyyy-MM-dd HH:mm');
}

/** `HH:mm` in Stockholm. */
export function formatTime(date: Date | number | null | undefined): string {
  if (date == null) return '';
  const w = wallClock(date);
  return w ? clock(w) : formatStockholm(date, 'HH:mm');
}

/** ISO week (weeks start on Monday, week 1 holds the first Thursday). */
export function isoWeek(date: Date | number): { year: number; week: number } {
  const local = inStockholm(date);
  return { year: getISOWeekYear(local), week: getISOWeek(local) };
}

/** Date keys of the Monday-to-Sunday ISO weeks from `weeksBefore` before to `weeksAfter` after. */
export function isoWeekRange(
  center: Date | number,
  weeksBefore: number,
  weeksAfter: number,
): { from: string; to: string } {
  const monday = startOfISOWeek(inStockholm(center));
  return {
    from: format(addDays(monday, -7 * weeksBefore), 'yyyy-MM-dd'),
    to: format(addDays(monday, 7 * weeksAfter + 6), 'yyyy-MM-dd'),
  };
}

export function addDaysToKey(dateKey: string, days: number): string {
  const [y, m, d] = parseDateKey(dateKey);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

export function isWeekendKey(dateKey: string): boolean {
  const [y, m, d] = parseDateKey(dateKey);
  return isWeekend(new Date(y, m - 1, d));
}

/** Hours 00-23 and minutes 00-59 taken from free text ("7.5" → null, "0730" → 07:30). */
export function parseClockText(text: string): { hours: number; minutes: number } | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 4) return null;
  const hours = Number(digits.slice(0, digits.length - 2));
  const minutes = Number(digits.slice(-2));
  if (hours > 23 || minutes > 59) return null;
  return { hours, minutes };
}

/**
 * `stockholmWallTime(dateKey, minutes).getTime()`, fast for long lists: Stockholm's offset is
 * asked of Intl a few times per month, not per date (see `./wall-time`).
 */
export function wallTimeMs(dateKey: string, minutesFromMidnight: number): number {
  const [y, m, d] = parseDateKey(dateKey);
  return wallTimeOfParts(y, m, d, minutesFromMidnight);
}
