import { minutesFromMidnight, toDateKey } from '@/lib/time';

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
