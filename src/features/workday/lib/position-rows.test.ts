import { describe, expect, it } from 'vitest';
import { stockholmWallTime } from '@/lib/time/stockholm';
import type { ListPosition as Position } from '../api/get-positions';
import { formatRowTime, fromTime, searchRows, toPositionRows } from './position-rows';
import { defaultListTime, readsNextDay } from './list-time';

const employee = { name: 'Anna Lindqvist', employeeNumber: '20001' };
const position = (over: Partial<Position> = {}): Position => ({
  dutyId: null,
  block: 'Mö101',
  description: 'Mö–Lu',
  tripDate: '2026-11-23',
  workTitle: 'Lokförare',
  employee,
  timeStart: 360,
  timeEnd: 840,
  tripsInfo: [{ trip: '1053', timeStart: 400, timeEnd: 440 }],
  absent: false,
  ...over,
});

describe('position rows', () => {
  it('keeps the null date as none and leaves days off out', () => {
    const rows = toPositionRows(
      [position({ tripDate: null }), position({ absent: true })],
      '2026-11-23',
      '2026-11-23',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tripDate).toBeNull();
  });

  it('shows a list day’s position without trips with no times, at every time and last', () => {
    const untimed = { timeStart: null, timeEnd: null, tripsInfo: [] };
    const rows = toPositionRows(
      [position({ block: 'utan', ...untimed }), position({ block: 'med' })],
      '2026-11-23',
      '2026-11-23',
    );
    expect(rows.map((r) => [r.block, r.start, r.end])).toEqual([
      ['utan', null, null],
      ['med', 360, 840],
    ]);
    expect(formatRowTime(rows[0]!.start)).toBe('–');
    expect(fromTime(rows, 1200).map((r) => r.block)).toEqual(['utan']);
    // A neighbouring day's position without trips says nothing of the list day: left out.
    expect(toPositionRows([position(untimed)], '2026-11-22', '2026-11-23')).toEqual([]);
    expect(toPositionRows([position(untimed)], '2026-11-24', '2026-11-23')).toEqual([]);
  });

  it('shifts the day before’s duties below midnight and shows them as such', () => {
    const [row] = toPositionRows(
      [position({ timeStart: 1290, timeEnd: 1590 })],
      '2026-11-22',
      '2026-11-23',
    );
    expect([row!.start, row!.end]).toEqual([-150, 150]);
    expect(formatRowTime(row!.start)).toBe('21:30 (−1)');
    expect(formatRowTime(row!.end)).toBe('02:30');
    expect(formatRowTime(1530)).toBe('01:30 (+1)');
  });

  it('puts the next day’s duties after the list day’s midnight, shown as (+1)', () => {
    const [row] = toPositionRows(
      [
        position({
          timeStart: 240,
          timeEnd: 300,
          tripsInfo: [{ trip: '1', timeStart: 240, timeEnd: 300 }],
        }),
      ],
      '2026-11-24',
      '2026-11-23',
    );
    expect([row!.dutyDate, row!.start, row!.end]).toEqual(['2026-11-24', 1680, 1740]);
    expect(formatRowTime(row!.start)).toBe('04:00 (+1)');
    expect(fromTime([row!], 22 * 60 + 30)).toHaveLength(1);
  });

  it('shows the positions still running at or after the time', () => {
    const rows = toPositionRows(
      [
        position({ block: 'early', timeStart: 300, timeEnd: 600 }),
        position({ block: 'late', timeStart: 900, timeEnd: 1400 }),
      ],
      '2026-11-23',
      '2026-11-23',
    );
    expect(fromTime(rows, 600).map((r) => r.block)).toEqual(['early', 'late']);
    expect(fromTime(rows, 601).map((r) => r.block)).toEqual(['late']);
  });

  it('searches only above 2 characters, in name, number, block, title and trains', () => {
    const rows = toPositionRows(
      [
        position(),
        position({ block: 'Lu102', employee: { ...employee, name: 'Erik', employeeNumber: '1' } }),
      ],
      '2026-11-23',
      '2026-11-23',
    );
    expect(searchRows(rows, 'an')).toHaveLength(2);
    expect(searchRows(rows, ' an ')).toHaveLength(2);
    expect(searchRows(rows, 'ann')).toHaveLength(1);
    expect(searchRows(rows, '105')).toHaveLength(2);
    expect(searchRows(rows, 'lu102')).toHaveLength(1);
    expect(searchRows(rows, '20001')).toHaveLength(1);
  });

  it('finds the same rows, in order, when a search is typed and erased a letter at a time', () => {
    const names = ['Anna Lindqvist', 'Anna Lind', 'Annika Berg', 'Lina Andersson', 'Karl Anka'];
    const rows = toPositionRows(
      names.flatMap((name, i) => [
        position({ employee: { name, employeeNumber: `2000${i}` }, block: `M1${i}` }),
        position({
          employee: { name: `${name} ${i}`, employeeNumber: `3${i}` },
          tripsInfo: [{ trip: `10${i}3`, timeStart: 400, timeEnd: 440 }],
        }),
      ]),
      '2026-11-23',
      '2026-11-23',
    );
    const shown = (list: readonly { name: string; block: string }[]) =>
      list.map((r) => `${r.name}/${r.block}`);
    const text = 'anna lind 1';
    const steps = [
      ...[...text].map((_, i) => text.slice(0, i + 1)),
      ...[...text].map((_, i) => text.slice(0, text.length - 1 - i)),
    ];
    // Each step's answer as a fresh list (nothing remembered) gives it.
    for (const query of steps)
      expect(shown(searchRows(rows, query))).toEqual(shown(searchRows([...rows], query)));
    expect(searchRows(rows, 'lind anna')).toHaveLength(4);
  });
});

describe('default time of the position list', () => {
  it('is now minus 3 hours in Stockholm', () => {
    const now = stockholmWallTime('2026-11-23', 10 * 60 + 15).getTime();
    expect(defaultListTime(now)).toEqual({ date: '2026-11-23', minutes: 7 * 60 + 15 });
  });

  it('goes back to the day before after midnight', () => {
    const now = stockholmWallTime('2026-11-23', 60 + 30).getTime();
    expect(defaultListTime(now)).toEqual({ date: '2026-11-22', minutes: 22 * 60 + 30 });
  });

  it('reads the next day when the time is late in the evening (from 21:00)', () => {
    expect(readsNextDay(21 * 60 - 1)).toBe(false);
    expect(readsNextDay(21 * 60)).toBe(true);
    // Between 00:00 and 03:00 in Stockholm the default time is the evening before, from 21:00.
    // 2026-11-23 is CET (UTC+1): 23:00 UTC the 22nd is 00:00, 01:59 UTC is 02:59.
    for (const utc of ['2026-11-22T23:00:00Z', '2026-11-23T00:30:00Z', '2026-11-23T01:59:00Z']) {
      const time = defaultListTime(Date.parse(utc));
      expect(time.date).toBe('2026-11-22');
      expect(readsNextDay(time.minutes)).toBe(true);
    }
    // From 03:00 the default time is today's, and the day before's night is read.
    const three = defaultListTime(Date.parse('2026-11-23T02:00:00Z'));
    expect(three).toEqual({ date: '2026-11-23', minutes: 0 });
    expect(readsNextDay(three.minutes)).toBe(false);
  });

  it('counts real hours across the DST change', () => {
    // 2026-03-29 clocks go from 02:00 to 03:00: three hours before 04:30 is 00:30.
    const spring = stockholmWallTime('2026-03-29', 4 * 60 + 30).getTime();
    expect(defaultListTime(spring)).toEqual({ date: '2026-03-29', minutes: 30 });
    // 2026-10-25 clocks go from 03:00 back to 02:00: three hours before 04:30 is 02:30.
    const autumn = stockholmWallTime('2026-10-25', 4 * 60 + 30).getTime();
    expect(defaultListTime(autumn)).toEqual({ date: '2026-10-25', minutes: 2 * 60 + 30 });
  });
});
