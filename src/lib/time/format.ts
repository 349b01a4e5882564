import { useCallback } from 'react';
import { useSettings, type Language } from '@/lib/settings';
import { STOCKHOLM } from './stockholm-clock';

/**
 * Dates and times with names (weekdays, months) in the user's language, always in Stockholm
 * time, by the browser's Intl alone: no date-fns locale joins the start bundle or a lazy chunk.
 * Numeric forms (`yyyy-MM-dd`, `yyyy-MM-dd HH:mm`, `HH:mm`) read the same in every language and
 * stay with `formatDate`, `formatDateTime` and `formatTime` of `./stockholm`.
 */

/** English is British, as in the date picker: day before month, a 24-hour clock. */
const LOCALES: Record<Language, string> = { sv: 'sv-SE', en: 'en-GB', pl: 'pl-PL' };

const PATTERNS = {
  /** A calendar day: "mån 2 mars", "Mon 2 Mar", "pon., 2 mar". */
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short' },
  /** A day and its time: "6 mars 07:05", "6 Mar, 07:05", "6 mar, 07:05". */
  dayMonthTime: {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type NamedPattern = keyof typeof PATTERNS;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(pattern: NamedPattern, language: Language): Intl.DateTimeFormat {
  const key = `${language} ${pattern}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: STOCKHOLM,
      ...PATTERNS[pattern],
    });
    formats.set(key, format);
  }
  return format;
}

/** A moment in Stockholm time, written with the names of `language`. */
export function formatNamed(date: Date | number, pattern: NamedPattern, language: Language) {
  return formatOf(pattern, language).format(date);
}

/** `formatNamed` in the user's chosen language. */
export function useFormatNamed(): (date: Date | number, pattern: NamedPattern) => string {
  const [{ language }] = useSettings();
  return useCallback(
    (date: Date | number, pattern: NamedPattern) => formatNamed(date, pattern, language),
    [language],
  );
}
