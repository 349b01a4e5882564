import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dutySigninSchema } from '../api/signin-schema';
import {
  employeeShown,
  mergeRows,
  searchTerm,
  searchText,
  toRow,
  type SigninList,
} from './signin-rows';

const signin = (
  dutyId: number,
  updateId: number,
  timestampIn = '9999-12-31T00:00:00',
  phones: { work: string; home: string; private: string } | null = null,
) =>
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
        phones,
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
    expect(searchText(row, false)).toContain('1042');
    expect(searchText(row, false)).toContain('eva berg');
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

  describe('home and private phones (for useradmin only, as in the staff overview)', () => {
    const phones = { work: '46701112233', home: '4640123456', private: '46709998877' };

    it('are searched only for a user administrator; the work phone for everyone', () => {
      const row = signin(1, 3, undefined, phones);
      const others = searchText(row, false);
      expect(others).toContain('46701112233');
      // Also as written nationally, as the staff overview finds it.
      expect(others).toContain('0701112233');
      expect(others).toContain('eva berg');
      expect(others).not.toContain('4640123456');
      expect(others).not.toContain('46709998877');
      const admins = searchText(row, true);
      expect(admins).toContain('46701112233');
      expect(admins).toContain('4640123456');
      expect(admins).toContain('46709998877');
      expect(admins).toContain('1042');
      // Built once per row: asked again, each is the same text (kept, not built per keystroke).
      expect(searchText(row, false)).toBe(others);
      expect(searchText(row, true)).toBe(admins);
      // A field never runs into the next: the private number does not join the trains.
      expect(admins).not.toContain('998877' + '1042');
    });

    it('are shown in the employee dialog only to a user administrator', () => {
      const { employee } = signin(1, 3, undefined, phones);
      expect(employeeShown(employee, true)).toBe(employee);
      const shown = employeeShown(employee, false);
      expect(shown.phones).toEqual({ work: '46701112233', home: '', private: '' });
      expect(shown).toMatchObject({
        name: 'Eva Berg',
        employeeNumber: '10001',
        title: 'Lokförare',
      });
      // The row itself keeps its numbers (an administrator's dialog still has them).
      expect(employee.phones).toEqual(phones);
    });
  });
});
