import { wallTimeOfParts } from './wall-time';

/**
 * Server dates read as moments. A server date-time without an offset is a Stockholm wall-clock
 * time; the spec's null date and .NET's DateTime.MinValue are no date.
 */

/** The two digits at `at` of `text` as a number; -1 when either is not a digit. */
function twoDigits(text: string, at: number): number {
  const a = text.charCodeAt(at) - 48;
  const b = text.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** `yyyy-MM-ddTHH:mm:ss` (or a space for the T): the form of nearly every server date. */
function isPlainWallTime(text: string): boolean {
  if (text.length !== 19) return false;
  const t = text.charCodeAt(10);
  return (
    (t === 84 || t === 32) &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58 &&
    twoDigits(text, 0) >= 0 &&
    twoDigits(text, 2) >= 0 &&
    twoDigits(text, 5) >= 0 &&
    twoDigits(text, 8) >= 0 &&
    twoDigits(text, 11) >= 0 &&
    twoDigits(text, 14) >= 0 &&
    twoDigits(text, 17) >= 0
  );
}

/**
 * The moment of a Stockholm wall-clock time in the usual form `yyyy-MM-ddTHH:mm:ss` (or a space
 * for the T), read by character codes; null for any other form.
 */
export function plainWallTimeMs(text: string): number | null {
  if (!isPlainWallTime(text)) return null;
  return (
    wallTimeOfParts(
      twoDigits(text, 0) * 100 + twoDigits(text, 2),
      twoDigits(text, 5),
      twoDigits(text, 8),
      twoDigits(text, 11) * 60 + twoDigits(text, 14),
    ) +
    twoDigits(text, 17) * 1000
  );
}

/** Parses a server date; the null date and empty values become `null`. */
export function parseServerDate(value: string | null | undefined): Date | null {
  // The spec's null date, and .NET's DateTime.MinValue that a server sends for a date never set.
  if (!value || value.startsWith('9999-12-31') || value.startsWith('0001-01-01')) return null;
  // The usual form read by character codes, as the expressions below read it (a list of 2,000
  // messages holds 10,000 dates): a Stockholm wall-clock time.
  const plain = plainWallTimeMs(value);
  if (plain !== null) return new Date(plain);
  // Server date-times without an offset are Stockholm wall-clock times.
  const hasZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(value);
  if (!hasZone) {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
    if (!match) return null;
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
    // As `new TZDate(y, mo - 1, d, h, mi, s, TIME_ZONE)`, without its several Intl calls per date
    // (a list of 2,000 messages holds 10,000 of them): the month's offset is worked out once.
    return new Date(wallTimeOfParts(Number(y), Number(mo), Number(d), +h * 60 + +mi) + +s * 1000);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
