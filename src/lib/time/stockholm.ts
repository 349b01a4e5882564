import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';
import { partsOf, STOCKHOLM } from './stockholm-clock';
import { wallTimeOfParts } from './wall-time';

/**
 * Dates and times are Swedish whatever the zone of the browser or the machine: every calendar
 * computation happens in Europe/Stockholm and weeks start on Monday. Names of days and months
 * follow the user's language (`./format`).
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
