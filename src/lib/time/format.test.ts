import { describe, expect, it } from 'vitest';
import { formatNamed } from './format';
import { format } from 'date-fns';
import { sv } from 'date-fns/locale';
import { inStockholm } from './stockholm';

/** The date-fns Swedish formatting the names replaced (numeric forms no longer take a locale). */
const dateFnsSv = (moment: number, pattern: string) =>
  format(inStockholm(moment), pattern, { locale: sv });

// Run from New York (`TZ=America/New_York`): 23:07 UTC on 6 March is 18:07 there, on the 6th,
// but already 00:07 on Saturday 7 March in Stockholm, which every language must show.
const LATE_FRIDAY = Date.UTC(2026, 2, 6, 23, 7);

describe('dates with names in the user’s language, in Stockholm time', () => {
  it('writes a calendar day in Swedish, English and Polish', () => {
    expect(formatNamed(LATE_FRIDAY, 'weekdayDayMonth', 'sv')).toBe('lör 7 mars');
    expect(formatNamed(LATE_FRIDAY, 'weekdayDayMonth', 'en')).toBe('Sat 7 Mar');
    expect(formatNamed(LATE_FRIDAY, 'weekdayDayMonth', 'pl')).toBe('sob., 7 mar');
  });

  it('writes a day and its time with a 24-hour clock in every language', () => {
    expect(formatNamed(LATE_FRIDAY, 'dayMonthTime', 'sv')).toBe('7 mars 00:07');
    expect(formatNamed(LATE_FRIDAY, 'dayMonthTime', 'en')).toBe('7 Mar, 00:07');
    expect(formatNamed(LATE_FRIDAY, 'dayMonthTime', 'pl')).toBe('7 mar, 00:07');
  });

  it('reads in Swedish exactly as the date-fns formats it replaced, every day of a year', () => {
    for (let day = 0; day < 366; day++) {
      const moment = Date.UTC(2026, 0, 1, 22, 59) + day * 86_400_000;
      expect(formatNamed(moment, 'weekdayDayMonth', 'sv')).toBe(dateFnsSv(moment, 'EEE d MMM'));
      expect(formatNamed(moment, 'dayMonthTime', 'sv')).toBe(dateFnsSv(moment, 'd MMM HH:mm'));
    }
  });
});
