import { TZDate } from '@date-fns/tz';
import { STOCKHOLM } from './stockholm-clock';

/**
 * Stockholm's offset through one month, worked out with Intl (through TZDate) a few times per
 * month instead of several times per date: lists of thousands of documents, messages and duties
 * hold dates spread over years, and an offset asked of Intl per day of March and October took
 * about 60 ms of the follow-up's first render at 4× CPU, a third of it (issue 16).
 */
interface MonthZone {
  /** Offset (the instant minus the wall clock read as UTC, in ms) before the month's change. */
  readonly before: number;
  /** Offset after the change (the same as `before` in a month without one). */
  readonly after: number;
  /** Day of the month the offset changes on; 0 when it does not change. */
  readonly changeDay: number;
  /** The change day's offset per wall-clock hour, asked of Intl when first needed. */
  readonly hours: Map<number, number>;
}

const months = new Map<number, MonthZone>();

/** The offset at a wall-clock minute (0–1439) of a day, as `new TZDate(…)` reads it. */
function offsetAt(y: number, m: number, d: number, minute: number): number {
  const wall = new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, 0, STOCKHOLM);
  return wall.getTime() - Date.UTC(y, m - 1, d, 0, minute);
}

/**
 * The month's zone. Stockholm's offset changes at most once a month, so an offset that is the
 * same at the month's first and last minute holds for every minute between; otherwise the day
 * of the change is found by halving (five looks at most).
 */
function monthZone(y: number, m: number): MonthZone {
  const key = y * 12 + m;
  let zone = months.get(key);
  if (zone === undefined) {
    const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const before = offsetAt(y, m, 1, 0);
    const after = offsetAt(y, m, lastDay, 1439);
    let changeDay = 0;
    if (before !== after) {
      // The first day whose last minute already has the later offset.
      let low = 1;
      let high = lastDay;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (offsetAt(y, m, mid, 1439) === after) high = mid;
        else low = mid + 1;
      }
      changeDay = low;
    }
    zone = { before, after, changeDay, hours: new Map() };
    if (months.size > 1200) months.clear();
    months.set(key, zone);
  }
  return zone;
}

/**
 * The moment of a Stockholm wall-clock time: day `d` of month `m` (1–12) of year `y`, `minutes`
 * from its midnight (beyond 1440 the days after). The same instant as
 * `stockholmWallTime(dateKey, minutes).getTime()`, a skipped spring time moved forward.
 */
export function wallTimeOfParts(y: number, m: number, d: number, minutes: number): number {
  const days = Math.floor(minutes / 1440);
  if (days !== 0) return wallTimeAfter(y, m, d + days, minutes - days * 1440);
  // A day or month beyond its range (`2026-02-30`) rolls over in Date.UTC and reads the offset
  // the month ends or starts with, which the month it rolls into shares (no change on a 1st).
  const zone = monthZone(y, m);
  const utc = Date.UTC(y, m - 1, d, 0, minutes);
  if (d !== zone.changeDay) return utc + (d < zone.changeDay ? zone.before : zone.after);
  // The day of the change: its offset changes on a whole wall-clock hour.
  const hour = Math.floor(minutes / 60);
  let offset = zone.hours.get(hour);
  if (offset === undefined) {
    offset = offsetAt(y, m, d, hour * 60);
    zone.hours.set(hour, offset);
  }
  return utc + offset;
}

/** The day `d` of the month (beyond its last day: in the months after) as `Date.UTC` rolls it. */
function wallTimeAfter(y: number, m: number, d: number, minutes: number): number {
  const day = new Date(Date.UTC(y, m - 1, d));
  return wallTimeOfParts(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), minutes);
}
