import { addDays, format, getISOWeek, getISOWeekYear, isWeekend, startOfISOWeek } from 'date-fns';
import { inStockholm, parseDateKey } from './stockholm';

/** ISO weeks (Monday first, week 1 holds the first Thursday) and day keys counted in days. */

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
