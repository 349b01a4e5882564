import { describe, expect, it } from 'vitest';
import { stockholmWallTime } from '@/lib/time';
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
  it('needs a number below 2 for type 72 with status 11', () => {
    expect(temperatureError(72, 11, '1,9')).toBeNull();
    expect(temperatureError(72, 11, '2')).toBe(M.activityOrTemperature);
    expect(temperatureError(72, 11, '')).toBe(M.activityOrTemperature);
    expect(temperatureError(72, 11, 'varmt')).toBe(M.activityOrTemperature);
  });
  it('ignores other types and statuses', () => {
    expect(temperatureError(72, 12, '8')).toBeNull();
    expect(temperatureError(70, 11, '8')).toBeNull();
  });
});

describe('checkTimeError', () => {
  const now = stockholmWallTime('2026-03-31', 12 * 60);
  it('rejects future times', () => {
    expect(checkTimeError(+now + 60_000, now)).toBe(M.future);
    expect(checkTimeError(+now + 60_000, now, 120_000)).toBeNull();
  });
  it('allows five calendar days back in Stockholm, across the DST change', () => {
    // 2026-03-29 is the spring DST day: five calendar days is 119 hours here, not 120.
    expect(checkTimeError(stockholmWallTime('2026-03-26', 12 * 60), now)).toBeNull();
    expect(checkTimeError(stockholmWallTime('2026-03-26', 11 * 60 + 59), now)).toBe(M.tooLate);
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
