import { getISOWeek, getISOWeekYear } from 'date-fns';
import { addDaysToKey, parseDateKey } from '@/lib/time/stockholm';

/** Weeks shown either side of the chosen week (spec 1 §9: two ISO weeks either side). */
export const WEEKS_AROUND = 2;

export interface CalendarWeek {
  /** ISO week-numbering year and week (week 1 holds the first Thursday of the year). */
  year: number;
  week: number;
  /** Monday to Sunday, `yyyy-MM-dd`. */
  days: string[];
}

/**
 * Works on date keys only (calendar days, not moments), so the DST days are ordinary days and
 * the browser's zone plays no part: noon of the day is read in whatever zone date-fns uses.
 */
const noon = (dateKey: string) => {
  const [y, m, d] = parseDateKey(dateKey);
  return new Date(y, m - 1, d, 12);
};

/** Monday of the ISO week that holds `dateKey`. */
export function mondayOf(dateKey: string): string {
  const weekday = (noon(dateKey).getDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDaysToKey(dateKey, -weekday);
}

/** The ISO week holding `dateKey`, Monday first. */
export function weekOf(dateKey: string): CalendarWeek {
  const monday = mondayOf(dateKey);
  const thursday = noon(addDaysToKey(monday, 3));
  return {
    year: getISOWeekYear(thursday),
    week: getISOWeek(thursday),
    days: Array.from({ length: 7 }, (_, i) => addDaysToKey(monday, i)),
  };
}

/** The week of `dateKey` with `around` ISO weeks before and after it. */
export function calendarWeeks(dateKey: string, around = WEEKS_AROUND): CalendarWeek[] {
  const monday = mondayOf(dateKey);
  return Array.from({ length: around * 2 + 1 }, (_, i) =>
    weekOf(addDaysToKey(monday, (i - around) * 7)),
  );
}

/** First and last day of the weeks (what the calendar asks the server for). */
export function weeksSpan(weeks: readonly CalendarWeek[]): { from: string; to: string } {
  return { from: weeks[0]!.days[0]!, to: weeks.at(-1)!.days[6]! };
}

/** The same weekday `count` weeks later (earlier when negative). */
export function shiftWeeks(dateKey: string, count: number): string {
  return addDaysToKey(dateKey, count * 7);
}
