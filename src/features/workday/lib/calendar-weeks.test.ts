import { describe, expect, it } from 'vitest';
import { calendarWeeks, mondayOf, shiftWeeks, weekOf, weeksSpan } from './calendar-weeks';

const label = (w: { year: number; week: number }) => `${w.year}-W${w.week}`;

describe('calendar weeks (ISO weeks from Monday, two either side)', () => {
  it('starts every week on Monday', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before it
    expect(weekOf('2026-11-29')).toEqual({
      year: 2026,
      week: 48,
      days: [
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
      ],
    });
  });

  it('shows the current week with two weeks before and two after', () => {
    const weeks = calendarWeeks('2026-11-25');
    expect(weeks.map(label)).toEqual(['2026-W46', '2026-W47', '2026-W48', '2026-W49', '2026-W50']);
    expect(weeksSpan(weeks)).toEqual({ from: '2026-11-09', to: '2026-12-13' });
    expect(weeks.flatMap((w) => w.days)).toHaveLength(35);
  });

  it('crosses a new year with an ISO week 53 (2026 has one)', () => {
    const weeks = calendarWeeks('2026-12-31');
    expect(weeks.map(label)).toEqual(['2026-W51', '2026-W52', '2026-W53', '2027-W1', '2027-W2']);
    expect(weeks[2]!.days[0]).toBe('2026-12-28');
    expect(weeks[2]!.days[6]).toBe('2027-01-03');
    expect(weeksSpan(weeks)).toEqual({ from: '2026-12-14', to: '2027-01-17' });
    // 1 January 2027 is a Friday of week 53 of 2026.
    expect(label(weekOf('2027-01-01'))).toBe('2026-W53');
  });

  it('crosses a new year without a week 53 (early days belong to the year before)', () => {
    expect(label(weekOf('2027-12-31'))).toBe('2027-W52');
    expect(calendarWeeks('2028-01-01').map(label)).toEqual([
      '2027-W50',
      '2027-W51',
      '2027-W52',
      '2028-W1',
      '2028-W2',
    ]);
    // 2024-12-30 (Monday) is week 1 of 2025.
    expect(label(weekOf('2024-12-31'))).toBe('2025-W1');
  });

  it('keeps seven calendar days a week across the DST changes', () => {
    // Summer time starts on Sunday 2026-03-29 and ends on Sunday 2026-10-25 in Stockholm.
    expect(weekOf('2026-03-29').days).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(mondayOf('2026-03-30')).toBe('2026-03-30');
    expect(weeksSpan(calendarWeeks('2026-10-25'))).toEqual({
      from: '2026-10-05',
      to: '2026-11-08',
    });
    expect(shiftWeeks('2026-03-23', 1)).toBe('2026-03-30');
    expect(shiftWeeks('2026-10-26', -1)).toBe('2026-10-19');
  });

  it('moves a week back and forth', () => {
    expect(shiftWeeks('2026-12-28', 1)).toBe('2027-01-04');
    expect(calendarWeeks(shiftWeeks('2026-12-31', 1)).map(label)[2]).toBe('2027-W1');
    expect(calendarWeeks(shiftWeeks('2026-12-31', -1)).map(label)[2]).toBe('2026-W52');
  });
});
