import { tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE, inStockholm } from './stockholm';

/**
 * Dates and times as numbers (`yyyy-MM-dd`, `yyyy-MM-dd HH:mm`, `HH:mm`, wire forms), in
 * Stockholm time, the same in every language. Names of days and months: `./format`.
 */

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Numeric and wire forms in Stockholm time, e.g. `formatStockholm(d, "yyyy-MM-dd'T'HH:mm:ss")`;
 * the same in every language. Weekday and month names in the user's language: `./format`.
 */
export function formatStockholm(date: Date | number, pattern: string): string {
  return format(inStockholm(date), pattern);
}

const hourOffsets = new Map<number, number>();

/**
 * The Stockholm wall clock of a moment, read through the UTC getters of the returned date; null
 * for an invalid date. Stockholm's offset changes only on whole UTC hours, so it is asked of Intl
 * once per hour instead of several times per date (a table formats dozens of dates per render).
 */
function wallClock(date: Date | number): Date | null {
  const ms = +date;
  if (!Number.isFinite(ms)) return null;
  const hour = Math.floor(ms / 3_600_000);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    offset = tzOffset(TIME_ZONE, new Date(hour * 3_600_000)) * 60_000;
    if (hourOffsets.size > 2000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return new Date(ms + offset);
}

const day = (w: Date) =>
  `${String(w.getUTCFullYear()).padStart(4, '0')}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
const clock = (w: Date) => `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;

/** `yyyy-MM-dd` in Stockholm (as `formatStockholm(date, 'yyyy-MM-dd')`). */
export function formatDate(date: Date | number | null | undefined): string {
  if (date == null) return '';
  const w = wallClock(date);
  return w ? day(w) : formatStockholm(date, 'yyyy-MM-dd');
}

/** `yyyy-MM-dd HH:mm` in Stockholm. */
export function formatDateTime(date: Date | number | null | undefined): string {
  if (date == null) return '';
  const w = wallClock(date);
  return w ? `${day(w)} ${clock(w)}` : formatStockholm(date, 'yyyy-MM-dd HH:mm');
}

/** `HH:mm` in Stockholm. */
export function formatTime(date: Date | number | null | undefined): string {
  if (date == null) return '';
  const w = wallClock(date);
  return w ? clock(w) : formatStockholm(date, 'HH:mm');
}
