import { describe, expect, it } from 'vitest';
import { callerFor, type Who } from '../test/call';
import { addDaysToKey, isWeekendKey, NULL_DATE, toDateKey } from '../../src/lib/time/stockholm';

const request = callerFor('http://localhost/mock/staff');
const root = callerFor('http://localhost/mock');
type Row = Record<string, unknown> & {
  dutyId: number;
  dutyName: string;
  timeStart: number;
  timeEnd: number;
  timestampIn: string;
  timestampOut: string;
  updateId: number;
  employee: { employeeNumber: string; name: string };
  tripsInfo: { trip: string }[];
};

/** A call as the dispatcher unless told otherwise, with its status and JSON body. */
async function call(path: string, who: Who = 'dispatcher', method = 'GET') {
  const response = await request(path, { who, method });
  return { status: response.status, body: (await response.json()) as unknown };
}

const today = toDateKey();
const list = async (extra = '') =>
  (await call(`/overview/dutysignins?date=${today}&districtId=4${extra}`)).body as Row[];
const openDuty = async () =>
  (await list()).find((r) => r.timestampIn === NULL_DATE && r.timeEnd !== 2160)!;

describe('staff host: check-in', () => {
  it('lists a district’s duty sign-ins with the spec’s fields, deterministically', async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.length).toBeLessThanOrEqual(130);
    expect(rows[0]).toMatchObject({
      districtId: 4,
      dutyDate: `${today}T00:00:00`,
      employee: { phones: expect.any(Object), name: expect.any(String), title: expect.any(String) },
    });
    expect(rows.some((r) => r.timeStart === 0 && r.timeEnd === 2160)).toBe(true);
    expect(await list()).toEqual(rows);
  });

  it('checks in once, then out once, with update ids for catch-up', async () => {
    const duty = await openDuty();
    const number = duty.employee.employeeNumber;
    const checkin = `/signin/checkin?dutyid=${duty.dutyId}&employeeNumber=${number}`;
    const first = await call(checkin, 'dispatcher', 'POST');
    expect(first.status).toBe(200);
    expect((first.body as Row).timestampIn).not.toBe(NULL_DATE);
    expect((await call(checkin, 'dispatcher', 'POST')).status).toBe(409);
    const out = await call(`/signin/checkout?dutyid=${duty.dutyId}`, 'dispatcher', 'POST');
    expect((out.body as Row).timestampOut).not.toBe(NULL_DATE);
    expect(
      (await call(`/signin/checkout?dutyid=${duty.dutyId}`, 'dispatcher', 'POST')).status,
    ).toBe(409);

    const changed = await list(`&lastUpdateId=${(first.body as Row).updateId}`);
    expect(changed.map((r) => r.dutyId)).toEqual([duty.dutyId]);
    expect(await list(`&lastUpdateId=${(out.body as Row).updateId}`)).toEqual([]);
  });

  it('refuses check-out before check-in, a wrong employee, bad input, no token and no access', async () => {
    const duty = await openDuty();
    expect(
      (await call(`/signin/checkout?dutyid=${duty.dutyId}`, 'dispatcher', 'POST')).status,
    ).toBe(409);
    expect(
      (await call(`/signin/checkin?dutyid=${duty.dutyId}&employeeNumber=1`, 'dispatcher', 'POST'))
        .status,
    ).toBe(400);
    expect((await call(`/signin/checkin?employeeNumber=1`, 'dispatcher', 'POST')).status).toBe(400);
    expect((await call(`/overview/dutysignins?districtId=4`)).status).toBe(400);
    expect((await call(`/overview/dutysignins?date=${today}&districtId=4`, null)).status).toBe(401);
    expect((await call(`/overview/dutysignins?date=${today}&districtId=4`, 'driver')).status).toBe(
      403,
    );
    expect((await call(`/overview/dutysignins?date=${today}&districtId=1`)).status).toBe(403);
  });
});

describe('staff host: roster and duty look-ups', () => {
  it('gives the driver Anna Lindqvist duties on weekdays and her own calendar only', async () => {
    const from = addDaysToKey(today, -14);
    const to = addDaysToKey(today, 14);
    const own = await call(
      `/roster/calendar?employeenumber=20001&fromDate=${from}&toDate=${to}&activities=true`,
      'driver',
    );
    expect(own.status).toBe(200);
    const body = own.body as {
      employeeName: string;
      duties: (Row & { dutyDate: string; activities: { description: string }[] })[];
    };
    expect(body.employeeName).toBe('Anna Lindqvist');
    expect(body.duties).toHaveLength(29);
    for (const duty of body.duties) {
      const weekend = isWeekendKey(duty.dutyDate.slice(0, 10));
      expect(duty.timeStart === 0 && duty.timeEnd === 2160).toBe(weekend);
    }
    const work = body.duties.find((d) => d.activities.length > 0)!;
    const descriptions = work.activities.map((a) => a.description);
    expect(descriptions).toEqual(
      expect.arrayContaining(['ORDERLÄSNING', 'KLARGÖRING', 'TURAVSLUTNING']),
    );
    expect(
      (await call(`/roster/calendar?employeenumber=20002&dutyDate=${today}`, 'driver')).status,
    ).toBe(403);
  });

  it('looks up a duty, positions and trips, with the spec’s errors', async () => {
    const duty = await openDuty();
    const found = await call(`/duty?id=${duty.dutyId}`);
    expect(found.body).toMatchObject({ dutyId: duty.dutyId, dutyName: duty.dutyName });
    expect((await call(`/duty?id=123`)).status).toBe(404);
    const positions = (await call(`/roster/position?dutyDate=${today}&districtid=4`))
      .body as unknown[];
    expect(positions.length).toBeGreaterThan(0);
    const trip = duty.tripsInfo[0]!.trip;
    const staff = (await call(`/roster/trip?districtid=4&trips=${trip}&date=${today}`))
      .body as Row[];
    expect(staff.some((s) => s.dutyId === duty.dutyId)).toBe(true);
    expect(await call(`/roster/trip?districtid=4&trips=1,x&date=${today}`)).toEqual({
      status: 400,
      body: { message: 'Triplist must be an array' },
    });
    expect(await call(`/roster/trip?districtid=4&trips=99999&date=${today}`)).toEqual({
      status: 404,
      body: { errno: 404, message: 'Could not get data' },
    });
  });

  it('honours dutiesPerDay', async () => {
    await root('/__control', { method: 'POST', who: null, body: { dutiesPerDay: 3000 } });
    expect(await list()).toHaveLength(3000);
  });
});
