import { describe, expect, it } from 'vitest';
import {
  dayToShow,
  isSelectableDay,
  latestSelectableDay,
  nextSelectableDay,
  previousSelectableDay,
} from './staff-days';

// 2026-11-20 is a Friday, 2026-11-23 a Monday.
describe('staff overview days', () => {
  it('refuses future days and weekends', () => {
    const today = '2026-11-23';
    expect(isSelectableDay('2026-11-23', today)).toBe(true);
    expect(isSelectableDay('2026-11-24', today)).toBe(false);
    expect(isSelectableDay('2026-11-22', today)).toBe(false);
    expect(isSelectableDay('2026-11-21', today)).toBe(false);
    expect(isSelectableDay('2026-11-20', today)).toBe(true);
  });

  it('steps over the weekend in both directions and not past today', () => {
    expect(previousSelectableDay('2026-11-23')).toBe('2026-11-20');
    expect(nextSelectableDay('2026-11-20', '2026-11-23')).toBe('2026-11-23');
    expect(nextSelectableDay('2026-11-20', '2026-11-22')).toBeNull();
    expect(nextSelectableDay('2026-11-23', '2026-11-23')).toBeNull();
    expect(previousSelectableDay('2026-11-19')).toBe('2026-11-18');
  });

  it('steps across a new year and a DST change by calendar days', () => {
    expect(previousSelectableDay('2027-01-01')).toBe('2026-12-31');
    expect(nextSelectableDay('2026-12-31', '2027-01-10')).toBe('2027-01-01');
    // Sunday 2026-03-29 is the spring change; Friday before, Monday after.
    expect(nextSelectableDay('2026-03-27', '2026-04-30')).toBe('2026-03-30');
  });

  it('opens on today, or on the Friday before on a weekend; refuses what cannot be chosen', () => {
    expect(latestSelectableDay('2026-11-22')).toBe('2026-11-20');
    expect(dayToShow(null, '2026-11-23')).toBe('2026-11-23');
    expect(dayToShow(null, '2026-11-21')).toBe('2026-11-20');
    expect(dayToShow('2026-11-19', '2026-11-23')).toBe('2026-11-19');
    expect(dayToShow('2026-11-24', '2026-11-23')).toBe('2026-11-23');
    expect(dayToShow('2026-11-22', '2026-11-23')).toBe('2026-11-23');
    expect(dayToShow('nonsense', '2026-11-23')).toBe('2026-11-23');
  });
});
