import { describe, expect, it } from 'vitest';
import {
  isBlankDateTime,
  joinDateTime,
  readDateTime,
  skippedTimeReadAs,
  splitDateTime,
} from './date-time-input';

describe('a date-time field value (yyyy-MM-ddTHH:mm, time as typed)', () => {
  it('splits into a date and the time as typed, and joins back', () => {
    expect(splitDateTime('2026-03-04T07:30')).toEqual({ date: '2026-03-04', time: '07:30' });
    expect(splitDateTime('2026-03-04T730')).toEqual({ date: '2026-03-04', time: '730' });
    expect(splitDateTime('T9')).toEqual({ date: '', time: '9' });
    expect(splitDateTime('')).toEqual({ date: '', time: '' });
    expect(joinDateTime('2026-03-04', '9.30')).toBe('2026-03-04T9.30');
    expect(joinDateTime('', '9')).toBe('T9');
    expect(joinDateTime('2026-03-04', '')).toBe('2026-03-04T');
    // Both parts emptied: the field is empty, as an optional date-time never touched.
    expect(joinDateTime('', '')).toBe('');
  });

  it.each([
    ['2026-03-04T07:30', '2026-03-04T07:30'],
    ['2026-03-04T730', '2026-03-04T07:30'],
    ['2026-03-04T7', '2026-03-04T07:00'],
    ['2026-03-04T23.59', '2026-03-04T23:59'],
    [' 2026-03-04T0000 ', '2026-03-04T00:00'],
  ])('reads %j as %j', (value, wallTime) => {
    expect(readDateTime(value)).toBe(wallTime);
  });

  it.each(['', '2026-03-04T', 'T07:30', '2026-03-04T25:00', '2026-03-04T7:5', 'igår T07:30'])(
    'refuses %j (a part missing or unreadable)',
    (value) => {
      expect(readDateTime(value)).toBeNull();
    },
  );

  it('is blank only when nothing is typed or chosen in either part', () => {
    expect(isBlankDateTime('')).toBe(true);
    expect(isBlankDateTime('T ')).toBe(true);
    expect(isBlankDateTime('T7')).toBe(false);
    expect(isBlankDateTime('2026-03-04T')).toBe(false);
  });

  it('tells the clock time a skipped hour is read as (the night the clock goes forward)', () => {
    // 29 March 2026: Stockholm's clock goes from 02:00 to 03:00.
    expect(skippedTimeReadAs('2026-03-29T02:30')).toBe('03:30');
    expect(skippedTimeReadAs('2026-03-29T200')).toBe('03:00');
    expect(skippedTimeReadAs('2026-03-29T01:59')).toBeNull();
    expect(skippedTimeReadAs('2026-03-29T03:00')).toBeNull();
    // 25 October: 02:30 comes twice; it exists, so nothing is said.
    expect(skippedTimeReadAs('2026-10-25T02:30')).toBeNull();
    expect(skippedTimeReadAs('2026-03-04T02:30')).toBeNull();
    expect(skippedTimeReadAs('2026-03-29T')).toBeNull();
  });
});
