/**
 * Swedish calendar days for journeys, worked out here with the platform's Intl alone — apart from
 * src/lib/time, the code under test — so that a journey never takes its expected answer from the
 * code it checks. Day keys are yyyy-MM-dd in Europe/Stockholm.
 */
const ZONE = 'Europe/Stockholm';
const dayKey = new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE });
const clock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The server's "no date" (spec: 9999-12-31T00:00:00). */
export const NO_DATE = '9999-12-31T00:00:00';

/** The Stockholm day of a moment (now when not given). */
export function stockholmDay(at: number | Date = Date.now()): string {
  return dayKey.format(at);
}

/** The day `days` after (or before) a day key. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Monday 1 … Sunday 7. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
}

export const isWeekend = (day: string) => weekdayOf(day) >= 6;

/** The Monday of a day's week (weeks start on Monday in Sweden). */
export const mondayOf = (day: string) => addDays(day, 1 - weekdayOf(day));

/** "HH:mm" of a moment on Stockholm's clock. */
export function stockholmClock(at: number | Date): string {
  return clock.format(at);
}

/** The moment a Stockholm wall clock shows `minutes` after midnight of `day` (CET or CEST). */
export function stockholmMoment(day: string, minutes = 0): number {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  for (const offset of [1, 2]) {
    const at = Date.parse(`${day}T${hh}:${mm}:00Z`) - offset * 3_600_000;
    if (stockholmDay(at) === day && stockholmClock(at) === `${hh}:${mm}`) return at;
  }
  throw new Error(`${day} ${hh}:${mm} does not exist in Stockholm`);
}

/** A day as Swedish text in full, e.g. "måndag 23 november 2026" (the date picker's day names). */
export function swedishLongDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(Date.UTC(y, m - 1, d, 12));
}

/** The ISO week and its year of a day (week 1 holds the year's first Thursday). */
export function isoWeekOf(day: string): { week: number; year: number } {
  const thursday = addDays(mondayOf(day), 3);
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = (Date.parse(`${thursday}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000;
  return { week: Math.floor(dayOfYear / 7) + 1, year };
}
