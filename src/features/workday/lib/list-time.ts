import { minutesFromMidnight, toDateKey } from '@/lib/time/stockholm';

/** The position list's time: a Stockholm day and wall-clock minutes from its midnight. */
export interface ListTime {
  date: string;
  minutes: number;
}

/** By default the list shows the positions from now minus 3 hours (spec 1 §9). */
export const DEFAULT_HOURS_BACK = 3;

export function defaultListTime(nowMs = Date.now()): ListTime {
  const moment = nowMs - DEFAULT_HOURS_BACK * 3_600_000;
  const date = toDateKey(moment);
  return { date, minutes: minutesFromMidnight(moment, date) };
}

/**
 * From this time of a day (21:00) the list reads the next day's positions too: between 00:00
 * and 03:00 the default time falls late on the day before, and today's duties that start after
 * midnight run after it. One day ahead at most.
 */
export const NEXT_DAY_FROM = 24 * 60 - DEFAULT_HOURS_BACK * 60;

/**
 * Whether the list of a time reads the next day besides its own day; otherwise it reads the day
 * before's night duties. Never both (two calls a load either way): duty times run from 0 to 2160
 * minutes of the duty's own date (spec 1 §3), so a duty of the day before is over by 12:00, long
 * before NEXT_DAY_FROM.
 */
export function readsNextDay(minutes: number): boolean {
  return minutes >= NEXT_DAY_FROM;
}
