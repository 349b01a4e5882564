/**
 * The header's clock readings in Stockholm time with the browser's Intl alone, so that the start
 * bundle needs no date library. Dates with names in the user's language: `./format`.
 */
/** The portal's one time zone (`TIME_ZONE` in `@/lib/time`). */
export const STOCKHOLM = 'Europe/Stockholm';

const clockFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: STOCKHOLM,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment's parts (`hour`, `day`, …) as `format` reads them, by type. */
export function partsOf(format: Intl.DateTimeFormat, date: Date | number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of format.formatToParts(date)) out[part.type] = part.value;
  return out;
}

/** `HH:mm:ss` in Stockholm, e.g. "07:05:09". */
export function stockholmClock(date: Date | number): string {
  const { hour, minute, second } = partsOf(clockFormat, date);
  return `${hour}:${minute}:${second}`;
}

/** `HH:mm` in Stockholm, e.g. "07:05". */
export function stockholmHourMinute(date: Date | number): string {
  return stockholmClock(date).slice(0, 5);
}
