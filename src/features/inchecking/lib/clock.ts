import { formatTime } from '@/lib/time/stockholm';

const HOUR = 3_600_000;
const MAX_REMEMBERED = 2_000;
/** Stockholm's hour ("HH") at the start of each UTC hour, or null where the offset is not whole. */
const hours = new Map<number, string | null>();

/**
 * A moment's Stockholm clock time, "HH:mm", exactly as `formatTime` gives it, but cheap for the
 * thousands of check-in times of a list: Stockholm's offset from UTC is whole hours and changes
 * only at the start of a UTC hour, so the hour is looked up once per hour and the minutes are
 * the moment's own.
 */
export function clockTime(moment: Date | null): string {
  if (!moment) return '';
  const ms = moment.getTime();
  const bucket = Math.floor(ms / HOUR);
  let hour = hours.get(bucket);
  if (hour === undefined) {
    const start = formatTime(bucket * HOUR);
    hour = start.endsWith(':00') ? start.slice(0, 2) : null;
    if (hours.size >= MAX_REMEMBERED) hours.clear();
    hours.set(bucket, hour);
  }
  if (hour === null) return formatTime(moment);
  const minutes = Math.floor((ms - bucket * HOUR) / 60_000);
  return `${hour}:${minutes < 10 ? '0' : ''}${minutes}`;
}
