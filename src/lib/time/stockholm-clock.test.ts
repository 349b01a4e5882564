import { describe, expect, it } from 'vitest';
import { formatStockholm } from './stockholm';
import { stockholmClock, stockholmHourMinute } from './stockholm-clock';

// The header's Intl readings must read exactly as the date-fns formats they replaced.
describe('Stockholm clock readings (header)', () => {
  it('reads as date-fns in Stockholm time, every month, around midnight and on DST days', () => {
    const moments = [
      Date.UTC(2026, 2, 29, 0, 59, 59), // 01:59:59 before the spring change
      Date.UTC(2026, 2, 29, 1, 0, 0), // 03:00:00 after it
      Date.UTC(2026, 9, 25, 0, 30, 5), // 02:30:05, first pass in autumn
      Date.UTC(2026, 9, 25, 1, 30, 5), // 02:30:05, second pass
      Date.UTC(2026, 11, 31, 23, 0, 0), // 00:00:00 on New Year's Day in Stockholm
    ];
    for (let month = 0; month < 12; month++) moments.push(Date.UTC(2026, month, 9, 22, 7, 3));
    for (const moment of moments) {
      expect(stockholmClock(moment)).toBe(formatStockholm(moment, 'HH:mm:ss'));
      expect(stockholmHourMinute(moment)).toBe(formatStockholm(moment, 'HH:mm'));
    }
  });

  it('shows a 24-hour clock', () => {
    expect(stockholmClock(Date.UTC(2026, 6, 1, 11, 0, 9))).toBe('13:00:09');
  });
});
