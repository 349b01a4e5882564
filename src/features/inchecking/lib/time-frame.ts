import { addDaysToKey, isNonWorkday, NON_WORKDAY, wallTimeMs } from '@/lib/time/stockholm';

/** Check-in time frames in minutes before and after now (spec 1 §9), or every duty. */
export const TIME_FRAMES = [10, 20, 30, 45, 60, 120, 240, 'all'] as const;
export type TimeFrame = (typeof TIME_FRAMES)[number];
export const DEFAULT_TIME_FRAME: TimeFrame = 120;

export function parseTimeFrame(value: unknown): TimeFrame {
  const match = TIME_FRAMES.find((f) => String(f) === String(value));
  return match ?? DEFAULT_TIME_FRAME;
}

/**
 * The moment a duty time happens: `minutes` from the Stockholm midnight of `dateKey` (past
 * midnight > 1440; a wall-clock time skipped by DST moves forward).
 */
export function dutyInstant(dateKey: string, minutes: number): number {
  let day = instants.get(dateKey);
  if (!day) {
    if (instants.size >= MAX_CACHED_DAYS) instants.clear();
    day = new Map();
    instants.set(dateKey, day);
  }
  let ms = day.get(minutes);
  if (ms === undefined) {
    ms = wallTimeMs(dateKey, minutes);
    day.set(minutes, ms);
  }
  return ms;
}

/** Thousands of duties share a few hundred times a day: each moment is worked out once. */
const instants = new Map<string, Map<number, number>>();
const MAX_CACHED_DAYS = 8;

export interface TimedDuty {
  /** Start and end as moments (ms). */
  startMs: number;
  endMs: number;
  nonWorkday: boolean;
}

export function timedDuty(dateKey: string, timeStart: number, timeEnd: number): TimedDuty {
  return {
    startMs: dutyInstant(dateKey, timeStart),
    endMs: dutyInstant(dateKey, timeEnd),
    nonWorkday: isNonWorkday(timeStart, timeEnd),
  };
}

/**
 * Whether a duty belongs in the time frame around `nowMs`: its start or its end lies within
 * `frame` real minutes before or after now (so both check-in and check-out are at hand). A
 * non-workday (0–2160) has neither and shows only under "all".
 */
export function inTimeFrame(duty: TimedDuty, nowMs: number, frame: TimeFrame): boolean {
  if (frame === 'all') return true;
  if (duty.nonWorkday) return false;
  const reach = frame * 60_000;
  return Math.abs(duty.startMs - nowMs) <= reach || Math.abs(duty.endMs - nowMs) <= reach;
}

/** The longest time frame in minutes (all but "all"). */
const LONGEST_FRAME = Math.max(...TIME_FRAMES.filter((f) => f !== 'all'));

/**
 * A duty of the day before belongs to today's list while it runs past midnight, or ended so
 * shortly before it that the longest time frame still reaches its end: at 00:05 a duty that
 * ended at 23:50 is still to be checked out, and the new day's list must not drop it.
 */
export function inNextDaysList(timeStart: number, timeEnd: number): boolean {
  return timeEnd > 1440 - LONGEST_FRAME && !isNonWorkday(timeStart, timeEnd);
}

/**
 * Whether the list of `dateKey` takes in the next day's first duties at `nowMs`: once the longest
 * time frame reaches past midnight (from 20:00), so that at 23:50 a duty starting at 00:30 is
 * there to check in, whichever frame is chosen.
 */
export function reachesNextDay(nowMs: number, dateKey: string): boolean {
  return dutyInstant(addDaysToKey(dateKey, 1), 0) - nowMs <= LONGEST_FRAME * 60_000;
}

/**
 * A duty of the next day belongs to today's list (from 20:00, reachesNextDay) when it starts so
 * soon after midnight that the longest time frame reaches its start.
 */
export function inPreviousDaysList(timeStart: number, timeEnd: number): boolean {
  return timeStart <= LONGEST_FRAME && !isNonWorkday(timeStart, timeEnd);
}

export { NON_WORKDAY };
