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
    expect(ids(filter.apply(rows, NOON, 'all', null, false))).toEqual([1, 2, 3, 4]);
    expect(ids(filter.apply(rows, NOON, 120, null, false))).toEqual([1, 2]);
    expect(ids(filter.apply(rows, NOON, 'all', 'lind', false))).toEqual([1, 3]);
    expect(ids(filter.apply(rows, NOON, 120, 'lind', false))).toEqual([1]);
  });

  it('answers as a fresh search while typing on, erasing, and after the list changed', () => {
    const filter = new RowFilter();
    const fresh = (term: string, list = rows) =>
      ids(new RowFilter().apply(list, NOON, 'all', term, false));
    for (const term of ['an', 'ann', 'anna', 'anna l', 'anna', 'an', 'm1', 'm12', 'm120', 'm12']) {
      expect(ids(filter.apply(rows, NOON, 'all', term, false))).toEqual(fresh(term));
    }
    // The same answer again is the same array: the table has nothing to redo.
    expect(filter.apply(rows, NOON, 'all', 'm12', false)).toBe(
      filter.apply(rows, NOON, 'all', 'm12', false),
    );
    // A pushed change makes a new list: nothing remembered from the old one is used.
    const changed = [...rows, row(5, 'M125', 'Anna Ek')];
    expect(ids(filter.apply(changed, NOON, 'all', 'm12', false))).toEqual([1, 2, 5]);
    expect(ids(filter.apply(changed, NOON, 'all', 'anna', false))).toEqual(fresh('anna', changed));
  });

  it("finds someone by a home or private number only in a user administrator's search", () => {
    const withPhones = {
      ...row(6, 'M14', 'Olle Nyberg'),
      employee: {
        ...row(6, 'M14', 'Olle Nyberg').employee,
        phones: { work: '46701112233', home: '4640123456', private: '46709998877' },
      },
    } as SigninRow;
    const list = [...rows, withPhones];
    const filter = new RowFilter();
    // Everyone finds the work phone, which the list shows.
    expect(ids(filter.apply(list, NOON, 'all', '46701112233', false))).toEqual([6]);
    // Home and private numbers are not searched for others (as in the staff overview)…
    expect(ids(filter.apply(list, NOON, 'all', '4640123456', false))).toEqual([]);
    expect(ids(filter.apply(list, NOON, 'all', '46709998877', false))).toEqual([]);
    // …but are for a user administrator, also with answers remembered from the other search…
    expect(ids(filter.apply(list, NOON, 'all', '4640123456', true))).toEqual([6]);
    expect(ids(filter.apply(list, NOON, 'all', '46709998877', true))).toEqual([6]);
    // …and what an administrator's search found is not reused when the role is gone.
    expect(ids(filter.apply(list, NOON, 'all', '46709998877', false))).toEqual([]);
    expect(ids(filter.apply(list, NOON, 'all', '4670999', false))).toEqual([]);
  });
});
