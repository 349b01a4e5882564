import { describe, expect, it } from 'vitest';
import { formatTime } from '@/lib/time/stockholm';
import { clockTime } from './clock';

describe('clock time of a check-in', () => {
  it('reads as formatTime does, across both DST changes and whatever the machine zone', () => {
    const moments = [
      Date.UTC(2026, 10, 18, 4, 2, 30), // 05:02 in winter
      Date.UTC(2026, 6, 1, 21, 59, 59), // 23:59 in summer
      Date.UTC(2026, 6, 1, 22, 0), // 00:00 the day after
    ];
    // Every 7 minutes through the nights of the spring and autumn changes of 2026.
    for (const night of [Date.UTC(2026, 2, 28, 22), Date.UTC(2026, 9, 24, 22)]) {
      for (let ms = night; ms < night + 6 * 3_600_000; ms += 7 * 60_000) moments.push(ms);
    }
    for (const ms of moments) expect(clockTime(new Date(ms))).toBe(formatTime(ms));
    expect(clockTime(new Date(Date.UTC(2026, 2, 29, 1, 30)))).toBe('03:30');
    expect(clockTime(new Date(Date.UTC(2026, 9, 25, 0, 30)))).toBe('02:30');
    expect(clockTime(new Date(Date.UTC(2026, 9, 25, 1, 30)))).toBe('02:30');
  });

  it('shows nothing for no time', () => {
    expect(clockTime(null)).toBe('');
  });
});
