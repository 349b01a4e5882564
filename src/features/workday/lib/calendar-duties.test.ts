import { describe, expect, it } from 'vitest';
import { dayShows, dutiesByDay } from './calendar-duties';

const duty = (dutyDate: string | null, dutyName: string, timeStart = 360, timeEnd = 840) => ({
  dutyDate,
  dutyName,
  timeStart,
  timeEnd,
});

describe('the calendar’s duties by day', () => {
  it('keeps a duty with the null date apart as undated instead of leaving it out', () => {
    const days = [duty('2026-11-23', 'M100'), duty(null, 'M200'), duty('2026-11-24', 'M101')];
    const { byDay, undated } = dutiesByDay(days);
    expect(undated.map((d) => d.dutyName)).toEqual(['M200']);
    expect([...byDay.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect([...byDay.values()].flat()).toHaveLength(2);
  });

  it('keeps every duty of a day (a split shift), in the server’s order', () => {
    const { byDay } = dutiesByDay([duty('2026-11-23', 'A'), duty('2026-11-23', 'B', 900, 1200)]);
    expect(byDay.get('2026-11-23')!.map((d) => d.dutyName)).toEqual(['A', 'B']);
  });

  it('shows a day’s work duties, its day off only when it has no work, nothing when unknown', () => {
    const work = duty('2026-11-23', 'M100');
    const off = duty('2026-11-23', 'Fridag', 0, 2160);
    expect(dayShows([off, work])).toEqual({ work: [work], off: null });
    expect(dayShows([off])).toEqual({ work: [], off });
    expect(dayShows(undefined)).toBeNull();
    expect(dayShows([])).toBeNull();
  });
});
