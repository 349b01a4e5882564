import { partsOf, STOCKHOLM } from './stockholm-clock';

/**
 * Stockholm's offset through one month, worked out with Intl a few times per
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

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: STOCKHOLM,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** What Stockholm's clock shows at an instant, as the UTC milliseconds of that wall time. */
function wallAt(instant: number): number {
  const { year, month, day, hour, minute } = partsOf(wallClock, instant);
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
}

const HOUR = 3_600_000;

/**
 * The offset at a wall-clock minute (0–1439) of a day. Stockholm is an hour or two ahead of
 * UTC: the instant is whichever of the two shows this wall time. When both do (the hour that
 * comes twice on the last Sunday of October) it is the second, standard time; when neither does
 * (the hour skipped on the last Sunday of March) it is read on the clock before the change, so
 * 02:30 is 03:30 summer time. Decided here, not by `new TZDate(…)`, whose choice on those nights
 * follows the computer's own time zone (a browser in Sweden read 02:30 in October as summer
 * time, one in New York as standard time).
 */
function offsetAt(y: number, m: number, d: number, minute: number): number {
  const wall = Date.UTC(y, m - 1, d, 0, minute);
  if (wallAt(wall - HOUR) === wall) return -HOUR;
  if (wallAt(wall - 2 * HOUR) === wall) return -2 * HOUR;
  return -HOUR;
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
