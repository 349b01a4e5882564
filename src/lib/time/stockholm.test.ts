import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  addDaysToKey,
  formatDate,
  formatDateTime,
  formatMinutes,
  formatStockholm,
  formatTime,
  isNonWorkday,
  minutesFromMidnight,
  NULL_DATE,
  parseServerDate,
  stockholmWallTime,
  TIME_ZONE,
  toDateKey,
  wallTimeMs,
} from './stockholm';

describe('minutes from midnight (duty times)', () => {
  it('shows minutes past midnight as the next day, and knows a non-workday', () => {
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(1439)).toBe('23:59');
    expect(formatMinutes(1440)).toBe('00:00 (+1)');
    expect(formatMinutes(2160)).toBe('12:00 (+1)');
    expect(isNonWorkday(0, 2160)).toBe(true);
    expect(isNonWorkday(0, 2100)).toBe(false);
  });

  it('counts wall-clock minutes from a date’s midnight into the next day', () => {
    const oneAm = stockholmWallTime('2026-11-19', 60);
    expect(minutesFromMidnight(oneAm, '2026-11-18')).toBe(1500);
    expect(minutesFromMidnight(oneAm, '2026-11-19')).toBe(60);
    expect(formatTime(stockholmWallTime('2026-11-18', 1500))).toBe('01:00');
  });

  it('moves a skipped spring DST time forward and keeps wall-clock minutes on DST days', () => {
    expect(formatTime(stockholmWallTime('2026-03-29', 150))).toBe('03:30');
    const afterJump = stockholmWallTime('2026-03-29', 185);
    expect(minutesFromMidnight(afterJump, '2026-03-29')).toBe(185);
    const autumn = stockholmWallTime('2026-10-25', 240);
    expect(minutesFromMidnight(autumn, '2026-10-25')).toBe(240);
  });
});

describe('wallTimeMs', () => {
  it('equals stockholmWallTime on ordinary days, DST days and past midnight', () => {
    const days = ['2026-01-15', '2026-03-28', '2026-03-29', '2026-03-30', '2026-07-01'];
    days.push('2026-10-24', '2026-10-25', '2026-10-26', '2026-12-31');
    for (const day of days) {
      for (let minutes = 0; minutes <= 2160; minutes += 5) {
        expect(wallTimeMs(day, minutes), `${day} ${minutes}`).toBe(
          stockholmWallTime(day, minutes).getTime(),
        );
      }
    }
  });

  it('equals stockholmWallTime on every day of several years (each month read once)', () => {
    for (let ms = Date.UTC(2019, 0, 1); ms < Date.UTC(2029, 0, 1); ms += 86_400_000) {
      const day = new Date(ms).toISOString().slice(0, 10);
      for (const minutes of [0, 150, 719, 1439, 1500]) {
        expect(wallTimeMs(day, minutes), `${day} ${minutes}`).toBe(
          stockholmWallTime(day, minutes).getTime(),
        );
      }
    }
  });

  it('equals stockholmWallTime through every hour of the DST days of ten years', () => {
    for (let year = 2019; year <= 2028; year++) {
      for (const month of [3, 10]) {
        // The last Sunday of the month.
        const last = new Date(Date.UTC(year, month, 0));
        const day = new Date(Date.UTC(year, month - 1, last.getUTCDate() - last.getUTCDay()));
        const key = day.toISOString().slice(0, 10);
        for (let minutes = 0; minutes < 1440; minutes += 15) {
          expect(wallTimeMs(key, minutes), `${key} ${minutes}`).toBe(
            stockholmWallTime(key, minutes).getTime(),
          );
        }
      }
    }
  });

  it("reads the nights the clock changes alike whatever the computer's own time zone", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Europe/Stockholm', 'UTC', 'Asia/Tokyo', 'America/New_York']) {
        process.env.TZ = tz;
        // 26 October 2031: 02:30 comes twice; it is the second, standard time (01:30 UTC).
        expect(wallTimeMs('2031-10-26', 150), tz).toBe(Date.UTC(2031, 9, 26, 1, 30));
        expect(parseServerDate('2031-10-26T02:30:00')?.getTime(), tz).toBe(
          Date.UTC(2031, 9, 26, 1, 30),
        );
        expect(stockholmWallTime('2031-10-26', 150).getTime(), tz).toBe(
          Date.UTC(2031, 9, 26, 1, 30),
        );
        // 30 March 2031: 02:30 does not exist; it is read as 03:30 summer time (01:30 UTC).
        expect(wallTimeMs('2031-03-30', 150), tz).toBe(Date.UTC(2031, 2, 30, 1, 30));
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('rolls a day beyond its month over as a date does', () => {
    for (const day of ['2026-02-30', '2026-04-31', '2026-13-01', '2026-03-00', '2026-10-32']) {
      expect(wallTimeMs(day, 150), day).toBe(stockholmWallTime(day, 150).getTime());
    }
  });

  it('crosses a year end', () => {
    expect(wallTimeMs('2026-12-31', 1500)).toBe(Date.UTC(2027, 0, 1, 0, 0));
    expect(addDaysToKey('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('parseServerDate', () => {
  it('reads a wall time as TZDate does, on ordinary days, DST days and with seconds', () => {
    const days = ['2026-01-15', '2026-03-29', '2026-07-01', '2026-10-25', '2027-03-28'];
    for (const day of days) {
      const [y, m, d] = day.split('-').map(Number);
      for (let minutes = 0; minutes < 1440; minutes += 10) {
        const h = Math.floor(minutes / 60);
        const mi = minutes % 60;
        const text = `${day}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:07`;
        expect(parseServerDate(text)?.getTime(), text).toBe(
          new TZDate(y!, m! - 1, d!, h, mi, 7, TIME_ZONE).getTime(),
        );
      }
    }
  });

  it('reads yyyy-MM-dd HH:mm:ss as the longer forms it is a shortcut of', () => {
    const texts = [
      '2026-07-01 12:30:05',
      '2026-03-29T02:30:00',
      '2026-10-25 02:59:59',
      '2026-12-31T24:00:00',
      '2026-02-30T25:61:99',
    ];
    for (const text of texts)
      expect(parseServerDate(text)?.getTime(), text).toBe(
        parseServerDate(`${text}.000`)?.getTime(),
      );
  });

  it('takes a zone when the server gives one, and the null date as none', () => {
    expect(parseServerDate('2026-07-01T12:00:00Z')?.getTime()).toBe(Date.UTC(2026, 6, 1, 12));
    expect(parseServerDate('2026-07-01 12:30')?.getTime()).toBe(Date.UTC(2026, 6, 1, 10, 30));
    expect(parseServerDate('2026-07-01')?.getTime()).toBe(Date.UTC(2026, 5, 30, 22));
    expect(parseServerDate(NULL_DATE)).toBeNull();
    expect(parseServerDate('i morgon')).toBeNull();
  });
});

describe('formatDate, formatDateTime, formatTime', () => {
  it('read the Stockholm clock as formatStockholm does, across DST and year ends', () => {
    const starts = ['2026-03-29T00:00:00Z', '2026-10-25T00:00:00Z', '2026-12-31T20:00:00Z'];
    for (const start of starts)
      for (let minutes = 0; minutes < 6 * 60; minutes += 7) {
        const at = Date.parse(start) + minutes * 60_000 + 13_000;
        expect(formatDateTime(at), new Date(at).toISOString()).toBe(
          formatStockholm(at, 'yyyy-MM-dd HH:mm'),
        );
        expect(formatDate(new Date(at))).toBe(formatStockholm(at, 'yyyy-MM-dd'));
        expect(formatTime(at)).toBe(formatStockholm(at, 'HH:mm'));
      }
  });

  it('show nothing for no date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatTime(null)).toBe('');
  });
});

describe('toDateKey', () => {
  it('is the day in Stockholm, not in the machine’s zone, in winter and in summer time', () => {
    // 23:30 UTC is already the next day in Stockholm (CET +1, CEST +2), still the same in New York.
    expect(toDateKey(Date.parse('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(toDateKey(Date.parse('2026-11-25T22:59:59Z'))).toBe('2026-11-25');
    expect(toDateKey(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(toDateKey(new TZDate(2026, 0, 1, 0, 0, 0, TIME_ZONE))).toBe('2026-01-01');
  });
});
