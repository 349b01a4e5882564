import { describe, expect, it } from 'vitest';
import { stockholmWallTime } from '@/lib/time/stockholm';
import {
  EQUIPMENT_CHECK_MESSAGES as M,
  checkTimeError,
  equipmentCheckError,
  normalizeCheck,
  parseTemperature,
  temperatureError,
} from './equipment-check';

describe('parseTemperature', () => {
  it('accepts a comma or a point as decimal sign', () => {
    expect(parseTemperature('1,5')).toBe(1.5);
    expect(parseTemperature('1.5')).toBe(1.5);
    expect(parseTemperature(' -3 ')).toBe(-3);
    expect(parseTemperature(0.5)).toBe(0.5);
  });
  it('gives null for nothing and NaN for text', () => {
    expect(parseTemperature('')).toBeNull();
    expect(parseTemperature(undefined)).toBeNull();
    expect(parseTemperature('kallt')).toBeNaN();
    expect(parseTemperature('1,5,2')).toBeNaN();
  });
});

describe('temperatureError', () => {
  // [equipment type, status, temperature, ok]
  const cases: [number, number, unknown, boolean][] = [
    [72, 11, '1,9', true],
    [72, 11, '1.9', true],
    [72, 11, 1.99, true],
    [72, 11, '-4', true],
    [72, 11, '2', false],
    [72, 11, '2,0', false],
    [72, 11, '2.0', false],
    [72, 11, 2, false],
    [72, 11, '', false],
    [72, 11, null, false],
    [72, 11, 'varmt', false],
    [72, 11, '1,5,2', false],
    [72, 12, '8', true],
    [70, 11, '8', true],
    [71, 11, '', true],
  ];
  it.each(cases)('type %i status %i temperature %j: ok %s', (type, status, temperature, ok) => {
    expect(temperatureError(type, status, temperature)).toBe(ok ? null : M.activityOrTemperature);
  });
});

describe('checkTimeError', () => {
  const at = (day: string, hh: number, mm: number, ss = 0) =>
    +stockholmWallTime(day, hh * 60 + mm) + ss * 1000;
  // [now, created, expected]: literal Stockholm times, across both DST changes of 2026
  // (spring 2026-03-29 02:00 → 03:00, autumn 2026-10-25 03:00 → 02:00).
  const cases: [string, number, number, string | null][] = [
    ['same minute', at('2026-05-04', 12, 0, 30), at('2026-05-04', 12, 0), null],
    ['one minute ahead', at('2026-05-04', 12, 0, 30), at('2026-05-04', 12, 1), M.future],
    ['one second ahead', at('2026-05-04', 12, 0), at('2026-05-04', 12, 0, 1), M.future],
    ['5 days exactly', at('2026-05-04', 12, 0, 45), at('2026-04-29', 12, 0), null],
    ['5 days + 1 minute', at('2026-05-04', 12, 0, 45), at('2026-04-29', 11, 59), M.tooLate],
    // Spring: five calendar days back is 119 real hours.
    ['spring, 5 days exactly', at('2026-03-31', 12, 0), at('2026-03-26', 12, 0), null],
    ['spring, 5 days + 1 minute', at('2026-03-31', 12, 0), at('2026-03-26', 11, 59), M.tooLate],
    ['spring, 120 real hours', at('2026-03-31', 12, 0), at('2026-03-26', 11, 0), M.tooLate],
    // Autumn: five calendar days back is 121 real hours.
    ['autumn, 5 days exactly', at('2026-10-27', 8, 0), at('2026-10-22', 8, 0), null],
    ['autumn, 120 real hours', at('2026-10-27', 8, 0), at('2026-10-22', 9, 0), null],
    ['autumn, 5 days + 1 minute', at('2026-10-27', 8, 0), at('2026-10-22', 7, 59), M.tooLate],
    // On the DST night itself.
    ['spring night', at('2026-03-29', 3, 30), at('2026-03-29', 1, 59), null],
    ['autumn night', at('2026-10-25', 2, 30), at('2026-10-20', 2, 30), null],
  ];
  it.each(cases)('%s', (_name, now, created, expected) => {
    expect(checkTimeError(created, now)).toBe(expected);
  });

  it('allows clock skew forward and a grace on the back limit when asked (the server)', () => {
    const now = at('2026-05-04', 12, 0, 30);
    expect(checkTimeError(now + 60_000, now, { futureToleranceMs: 120_000 })).toBeNull();
    expect(checkTimeError(at('2026-04-29', 11, 59), now, { backGraceMs: 60_000 })).toBeNull();
    expect(checkTimeError(at('2026-04-29', 11, 58), now, { backGraceMs: 60_000 })).toBe(M.tooLate);
  });
});

describe('equipmentCheckError', () => {
  const now = Date.now();
  const draft = { equipmentTypeId: 72, statusId: 11, temperature: '1', created: now - 1000 };
  it('asks for a ticked activity on new checks only', () => {
    expect(equipmentCheckError(draft, { isNew: true, ticked: 0, now })).toBe(
      M.activityOrTemperature,
    );
    expect(equipmentCheckError(draft, { isNew: false, ticked: 0, now })).toBeNull();
    expect(equipmentCheckError(draft, { isNew: true, ticked: 1, now })).toBeNull();
  });
  it('reports temperature before time', () => {
    expect(equipmentCheckError({ ...draft, temperature: '5', created: now + 1e6 }, { now })).toBe(
      M.activityOrTemperature,
    );
  });
});

describe('normalizeCheck', () => {
  it('keeps temperature for type 72 and place for vehicles only', () => {
    const check = { temperature: '1', place: 'M' };
    expect(normalizeCheck(check, 72, 2)).toEqual({ temperature: '1', place: 'M' });
    expect(normalizeCheck(check, 70, 1)).toEqual({ temperature: null, place: null });
  });
});
