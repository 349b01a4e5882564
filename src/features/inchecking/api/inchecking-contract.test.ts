import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests } from '@/test/seen-requests';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { addDaysToKey, toDateKey } from '@/lib/time/stockholm';
import { QueryClient } from '@tanstack/react-query';
import { loadSigninChanges, loadSigninList } from './get-duty-signins';
import { checkIn } from './check-in';
import { checkOut } from './check-out';

/** The HTTP contract of check-in's calls: exact methods, paths, query strings and bodies. */

const seen = recordRequests();
const { calls } = seen;

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('dispatcher'));
});

const today = toDateKey();
const yesterday = addDaysToKey(today, -1);

describe('check-in calls (staff host)', () => {
  it('GET /overview/dutysignins?date&districtId: a day’s list reads that day and the day before', async () => {
    const list = await loadSigninList(new QueryClient(), 4, today);
    expect(calls().sort()).toEqual(
      [
        `GET /mock/staff/overview/dutysignins?date=${today}&districtId=4`,
        `GET /mock/staff/overview/dutysignins?date=${yesterday}&districtId=4`,
      ].sort(),
    );
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.syncedCursor).toBe(Math.max(0, ...list.rows.map((r) => r.updateId)));
  });

  it('from 20:00 the list reads the next day too, and keeps only its first duties', async () => {
    const tomorrow = addDaysToKey(today, 1);
    const list = await loadSigninList(new QueryClient(), 4, today, true);
    expect(calls().sort()).toEqual(
      [
        `GET /mock/staff/overview/dutysignins?date=${today}&districtId=4`,
        `GET /mock/staff/overview/dutysignins?date=${yesterday}&districtId=4`,
        `GET /mock/staff/overview/dutysignins?date=${tomorrow}&districtId=4`,
      ].sort(),
    );
    const next = list.rows.filter((r) => r.dutyDate === tomorrow);
    expect(next.every((r) => r.timeStart <= 240 && !r.nonWorkday)).toBe(true);
    seen.reset();
    await loadSigninChanges(4, today, 5, true);
    expect(calls()).toContain(
      `GET /mock/staff/overview/dutysignins?date=${tomorrow}&districtId=4&lastUpdateId=5`,
    );
  });

  it('a catch-up asks both days for what changed after the cursor (lastUpdateId)', async () => {
    await loadSigninChanges(4, today, 1234);
    expect(calls().sort()).toEqual(
      [
        `GET /mock/staff/overview/dutysignins?date=${today}&districtId=4&lastUpdateId=1234`,
        `GET /mock/staff/overview/dutysignins?date=${yesterday}&districtId=4&lastUpdateId=1234`,
      ].sort(),
    );
  });

  it('POST /signin/checkin?dutyid&employeeNumber and /signin/checkout?dutyid, empty bodies', async () => {
    const list = await loadSigninList(new QueryClient(), 4, today);
    const duty = list.rows.find(
      (r) => r.dutyDate === today && !r.nonWorkday && r.timestampIn === null,
    )!;
    seen.reset();
    const checkedIn = await checkIn(duty.dutyId, duty.employee.employeeNumber);
    expect(checkedIn).toMatchObject({ dutyId: duty.dutyId, timestampOut: null });
    expect(checkedIn?.timestampIn).toBeInstanceOf(Date);
    const checkedOut = await checkOut(duty.dutyId);
    expect(checkedOut?.timestampOut).toBeInstanceOf(Date);
    expect(calls()).toEqual([
      `POST /mock/staff/signin/checkin?dutyid=${duty.dutyId}&employeeNumber=${encodeURIComponent(duty.employee.employeeNumber)}`,
      `POST /mock/staff/signin/checkout?dutyid=${duty.dutyId}`,
    ]);
    expect(await Promise.all(seen.list.map((s) => s.body))).toEqual(['', '']);
  });
});
