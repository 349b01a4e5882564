import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dutySigninSchema } from '../api/signin-schema';
import { mergeRows, searchTerm, searchText, toRow, type SigninList } from './signin-rows';

const signin = (dutyId: number, updateId: number, timestampIn = '9999-12-31T00:00:00') =>
  toRow(
    z.parse(dutySigninSchema, {
      checkInId: null,
      districtId: 4,
      dutyDate: '2026-11-18T00:00:00',
      dutyId,
      dutyName: `M${dutyId}`,
      startLocation: 'Malmö C',
      timeStart: 300 + dutyId,
      timeEnd: 800,
      timestampIn,
      timestampOut: '9999-12-31T00:00:00',
      employee: {
        email: '',
        employeeNumber: '10001',
        phones: null,
        name: 'Eva Berg',
        title: 'Lokförare',
      },
      tripsInfo: [
        { trip: 1042, startStation: 'M', endStation: 'LU', timeStart: 320, timeEnd: 340 },
      ],
      updateId,
    }),
  );

describe('sign-in rows', () => {
  it('reads a check-in time as Stockholm wall-clock and the null date as none', () => {
    const row = signin(1, 3, '2026-11-18T05:02:00');
    expect(row.timestampIn?.toISOString()).toBe('2026-11-18T04:02:00.000Z');
    expect(row.timestampOut).toBeNull();
    expect(searchText(row)).toContain('1042');
    expect(searchText(row)).toContain('eva berg');
  });

  it('merges a pushed change in place, once, whatever the order it arrives in', () => {
    const list: SigninList = {
      dateKey: '2026-11-18',
      rows: [signin(1, 0), signin(2, 0)],
      syncedCursor: 0,
    };
    const pushed = signin(2, 7, '2026-11-18T05:02:00');
    const once = mergeRows(list, [pushed]);
    expect(once.rows.map((r) => r.dutyId)).toEqual([1, 2]);
    expect(once.rows[1]).toBe(pushed);
    // The same change again (caught up after a drop) or an older state changes nothing.
    expect(mergeRows(once, [signin(2, 7, '2026-11-18T05:02:00')])).toBe(once);
    expect(mergeRows(once, [signin(2, 5)])).toBe(once);
    // A duty the list did not have is added in start order; the cursor moves on.
    const added = mergeRows(once, [signin(0, 9)], 9);
    expect(added.rows.map((r) => r.dutyId)).toEqual([0, 1, 2]);
    expect(added.syncedCursor).toBe(9);
  });

  it('without update ids (the spec names none) a check-in, then a check-out, still show', () => {
    const list: SigninList = { dateKey: '2026-11-18', rows: [signin(2, 0)], syncedCursor: 0 };
    const checkedIn = mergeRows(list, [signin(2, 0, '2026-11-18T05:02:00')]);
    expect(checkedIn.rows[0]!.timestampIn).not.toBeNull();
    // The state before, arriving late (a stale push), does not undo it; the same state changes
    // nothing.
    expect(mergeRows(checkedIn, [signin(2, 0)])).toBe(checkedIn);
    expect(mergeRows(checkedIn, [signin(2, 0, '2026-11-18T05:02:00')])).toBe(checkedIn);
    const out = { ...signin(2, 0, '2026-11-18T05:02:00'), timestampOut: new Date() };
    expect(mergeRows(checkedIn, [out]).rows[0]!.timestampOut).not.toBeNull();
  });

  it('searches only from 2 characters', () => {
    expect(searchTerm('m')).toBeNull();
    expect(searchTerm(' M1 ')).toBe('m1');
  });
});
