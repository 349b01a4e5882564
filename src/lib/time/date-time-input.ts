import { formatClock, parseClockInput } from './clock-input';
import { formatStockholm, parseServerDate } from './stockholm';

/**
 * A date and a time as a form holds them (the shared DateTimeField): `yyyy-MM-ddTHH:mm` in
 * Stockholm wall-clock time, the time part as typed until its field is left ('2026-03-04T730'),
 * so that a draft keeps what was typed. Empty when both parts are.
 */
export function splitDateTime(value: string): { date: string; time: string } {
  const at = value.indexOf('T');
  return at < 0
    ? { date: value, time: '' }
    : { date: value.slice(0, at), time: value.slice(at + 1) };
}

export function joinDateTime(date: string, time: string): string {
  return date || time ? `${date}T${time}` : '';
}

/** Nothing typed or chosen in either part. */
export function isBlankDateTime(value: string): boolean {
  const { date, time } = splitDateTime(value);
  return !date.trim() && !time.trim();
}

export const isDayKey = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * What the value means as `yyyy-MM-ddTHH:mm` (the time read as the clock fields read it: '730'
 * is 07:30), or null when the date or the time is missing or unreadable.
 */
export function readDateTime(value: string): string | null {
  const { date, time } = splitDateTime(value.trim());
  if (!isDayKey(date)) return null;
  const minutes = parseClockInput(time);
  return minutes === null ? null : `${date}T${formatClock(minutes)}`;
}

/**
 * The clock time a value is read as when the time it names does not exist: on the night the
 * clock goes forward (last Sunday of March) 02:00–02:59 is skipped, and '2026-03-29T02:30' is
 * the moment Stockholm's clock shows 03:30. Null when the value is unreadable or names a time
 * that exists.
 */
export function skippedTimeReadAs(value: string): string | null {
  const wallTime = readDateTime(value);
  const moment = wallTime ? parseServerDate(wallTime) : null;
  if (!wallTime || !moment) return null;
  const shown = formatStockholm(moment, "yyyy-MM-dd'T'HH:mm");
  return shown === wallTime ? null : shown.slice(shown.indexOf('T') + 1);
}
