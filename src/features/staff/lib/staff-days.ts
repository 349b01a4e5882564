import { addDaysToKey, isWeekendKey } from '@/lib/time/stockholm';

/**
 * The days the staff overview can show (spec 1 §5): not in the future, not on a weekend.
 * Date keys are Stockholm dates (yyyy-MM-dd); `today` is Stockholm's today.
 */
export function isSelectableDay(day: string, today: string): boolean {
  return day <= today && !isWeekendKey(day);
}

/** The closest choosable day on or before `day` (today on a weekday, else the Friday before). */
export function latestSelectableDay(day: string): string {
  let d = day;
  while (isWeekendKey(d)) d = addDaysToKey(d, -1);
  return d;
}

/** The choosable day before `day` (a Monday goes back to Friday). */
export function previousSelectableDay(day: string): string {
  return latestSelectableDay(addDaysToKey(day, -1));
}

/** The choosable day after `day` (a Friday goes on to Monday), or null past today. */
export function nextSelectableDay(day: string, today: string): string | null {
  let d = addDaysToKey(day, 1);
  while (isWeekendKey(d)) d = addDaysToKey(d, 1);
  return d <= today ? d : null;
}

/** What was asked for (address, storage) if it can be chosen, else the latest choosable day. */
export function dayToShow(asked: string | null, today: string): string {
  if (asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && isSelectableDay(asked, today)) return asked;
  return latestSelectableDay(today);
}
