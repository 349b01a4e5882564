import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests } from '@/test/seen-requests';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { toDateKey } from '@/lib/time/stockholm';
import { getDuty } from './get-duty';
import { getDutySigninsDay } from './get-duty-signins';
import { getPositions } from './get-positions';
import { getTripStaff } from './get-trip-staff';

/**
 * The HTTP contract of the shared roster reads (spec 1 §7, staff host): the staff overview,
 * check-in, the position list and the dialogs send them. Exact methods, paths and queries.
 */

const seen = recordRequests();
const { calls } = seen;
const today = toDateKey();

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('dispatcher'));
});

describe('roster calls (staff host)', () => {
  it('GET staff/roster/position with dutyDate and districtid, and absents only when asked', async () => {
    const positions = await getPositions(4, today, false);
    await getPositions(4, today, true);
    expect(calls()).toEqual([
      `GET /mock/staff/roster/position?dutyDate=${today}&districtid=4`,
      `GET /mock/staff/roster/position?dutyDate=${today}&districtid=4&absents=true`,
    ]);
    expect(positions.length).toBeGreaterThan(0);
  });

  it('GET staff/roster/trip with districtid, trips as a comma list, date', async () => {
    const [position] = (await getPositions(4, today, false)).filter((p) => p.tripsInfo.length > 1);
    const trips = position!.tripsInfo.map((t) => t.trip);
    seen.reset();
    await getTripStaff(4, today, trips);
    expect(calls()).toEqual([
      `GET /mock/staff/roster/trip?districtid=4&trips=${trips.join('%2C')}&date=${today}`,
    ]);
  });

  it('GET staff/duty with id', async () => {
    const withDuty = (await getPositions(4, today, false)).find((p) => p.dutyId !== null)!;
    seen.reset();
    await getDuty(withDuty.dutyId!);
    expect(calls()).toEqual([`GET /mock/staff/duty?id=${withDuty.dutyId}`]);
  });

  it('GET staff/overview/dutysignins with date and districtId (no lastUpdateId for a whole day)', async () => {
    await getDutySigninsDay(4, today);
    expect(calls()).toEqual([`GET /mock/staff/overview/dutysignins?date=${today}&districtId=4`]);
  });

  it('sends no body with any of them', async () => {
    await getDutySigninsDay(4, today);
    expect(await seen.bodies()).toEqual(['']);
  });
});
