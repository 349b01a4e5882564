import { describe, expect, it } from 'vitest';
import { RowFilter } from './row-filter';
import type { SigninRow } from './signin-rows';

const NOON = Date.UTC(2026, 10, 18, 11);
const row = (dutyId: number, dutyName: string, name: string, startMs = NOON, nonWorkday = false) =>
  ({
    dutyId,
    dutyName,
    startLocation: 'Malmö C',
    employee: {
      name,
      employeeNumber: String(10_000 + dutyId),
      phones: { work: '', home: '', private: '' },
      title: 'Lokförare',
    },
    tripsInfo: [],
    startMs,
    endMs: startMs + 8 * 3_600_000,
    nonWorkday,
  }) as unknown as SigninRow;

const rows = [
  row(1, 'M12', 'Anna Lindqvist'),
  row(2, 'M120', 'Anna Berg'),
  row(3, 'HB1', 'Erik Lind', NOON + 5 * 3_600_000),
  row(4, 'M13', 'Per Ek', 0, true),
];
const ids = (list: readonly SigninRow[]) => list.map((r) => r.dutyId);

describe('row filter', () => {
  it('keeps the rows of the time frame that hold the search text', () => {
    const filter = new RowFilter();
    expect(ids(filter.apply(rows, NOON, 'all', null))).toEqual([1, 2, 3, 4]);
    expect(ids(filter.apply(rows, NOON, 120, null))).toEqual([1, 2]);
    expect(ids(filter.apply(rows, NOON, 'all', 'lind'))).toEqual([1, 3]);
    expect(ids(filter.apply(rows, NOON, 120, 'lind'))).toEqual([1]);
  });

  it('answers as a fresh search while typing on, erasing, and after the list changed', () => {
    const filter = new RowFilter();
    const fresh = (term: string, list = rows) =>
      ids(new RowFilter().apply(list, NOON, 'all', term));
    for (const term of ['an', 'ann', 'anna', 'anna l', 'anna', 'an', 'm1', 'm12', 'm120', 'm12']) {
      expect(ids(filter.apply(rows, NOON, 'all', term))).toEqual(fresh(term));
    }
    // The same answer again is the same array: the table has nothing to redo.
    expect(filter.apply(rows, NOON, 'all', 'm12')).toBe(filter.apply(rows, NOON, 'all', 'm12'));
    // A pushed change makes a new list: nothing remembered from the old one is used.
    const changed = [...rows, row(5, 'M125', 'Anna Ek')];
    expect(ids(filter.apply(changed, NOON, 'all', 'm12'))).toEqual([1, 2, 5]);
    expect(ids(filter.apply(changed, NOON, 'all', 'anna'))).toEqual(fresh('anna', changed));
  });
});
