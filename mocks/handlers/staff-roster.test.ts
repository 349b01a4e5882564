import { describe, expect, it } from 'vitest';
import { callerFor } from '../test/call';
import { addDaysToKey, isWeekendKey, toDateKey } from '../../src/lib/time/stockholm';
import { ADMIN_ACTIVITIES } from '../seed/duties';

const call = callerFor('http://localhost/mock/staff');
const root = callerFor('http://localhost/mock');
const json = async (path: string, who: Parameters<typeof call>[1] = {}) => {
  const response = await call(path, who);
  return { status: response.status, body: (await response.json()) as unknown };
};

interface Position {
  dutyId: number;
  block: string;
  workTitle: string;
  timeStart: number;
  timeEnd: number;
  employee: { name: string; employeeNumber: string; phones: { work: string } };
  tripsInfo: { trip: string; startStation: string; endStation: string; timeStart: number }[];
}

/** A weekday of the seeded range (demo users work on weekdays). */
let day = toDateKey();
while (isWeekendKey(day)) day = addDaysToKey(day, -1);

const positions = async (districtId: number, extra = '') =>
  (await json(`/roster/position?dutyDate=${day}&districtid=${districtId}${extra}`))
    .body as Position[];

describe('staff host: roster positions and trips', () => {
  it('answers for every district the seed knows, with the demo users on weekdays', async () => {
    for (const districtId of [1, 2, 3, 4, 5, 6, 10, 14, 17, 19]) {
      const list = await positions(districtId);
      expect(list.length, `district ${districtId}`).toBeGreaterThan(5);
    }
    const skane = await positions(4);
    expect(skane.map((p) => p.employee.name)).toContain('Anna Lindqvist');
    expect(skane[0]!.employee.phones.work).toMatch(/^46\d+$/);
    expect((await json(`/roster/position?dutyDate=${day}&districtid=99`)).status).toBe(404);
  });

  it('leaves people who are off out unless absents are asked for', async () => {
    const off = (list: Position[]) => list.filter((p) => p.timeStart === 0 && p.timeEnd === 2160);
    expect(off(await positions(4))).toEqual([]);
    expect(off(await positions(4, '&absents=true')).length).toBeGreaterThan(0);
  });

  it('gives each train one number; a conductor shares the driver’s trains', async () => {
    const list = await positions(4);
    const byTrip = new Map<string, Position[]>();
    for (const p of list)
      for (const t of p.tripsInfo) byTrip.set(t.trip, [...(byTrip.get(t.trip) ?? []), p]);
    for (const [trip, crew] of byTrip) expect(crew.length, trip).toBeLessThanOrEqual(2);
    const pairs = [...byTrip.values()].filter((crew) => crew.length === 2);
    expect(pairs.length).toBeGreaterThan(10);
    const [driver, conductor] = pairs[0]!;
    expect([driver!.workTitle, conductor!.workTitle].sort()).toEqual([
      'Lokförare',
      expect.stringMatching(/^Tåg(värd|mästare)$/),
    ]);
    expect(conductor!.tripsInfo).toEqual(driver!.tripsInfo);
    const staff = (
      await json(`/roster/trip?districtid=4&trips=${driver!.tripsInfo[0]!.trip}&date=${day}`)
    ).body as { employeeNumber: string }[];
    expect(staff.map((s) => s.employeeNumber).sort()).toEqual(
      [driver!.employee.employeeNumber, conductor!.employee.employeeNumber].sort(),
    );
  });

  it('gives duties with the administrative activities', async () => {
    const worked = (await positions(4)).find((p) => p.tripsInfo.length > 0)!;
    const duty = (await json(`/duty?id=${worked.dutyId}`)).body as {
      activities: { description: string }[];
    };
    const descriptions = new Set(duty.activities.map((a) => a.description));
    expect(ADMIN_ACTIVITIES.filter((a) => descriptions.has(a)).length).toBeGreaterThanOrEqual(4);
    expect(descriptions.has('TÅG')).toBe(true);
  });

  it('answers bad input with 400/404 and a message', async () => {
    expect(await json('/roster/position?districtid=4')).toEqual({
      status: 400,
      body: { message: 'dutyDate saknas' },
    });
    expect((await json(`/roster/position?dutyDate=${day}`)).status).toBe(400);
    expect((await json(`/roster/trip?districtid=4&trips=&date=${day}`)).body).toEqual({
      message: 'Triplist must be an array',
    });
    // trip staff without a day: a real server does not guess one.
    expect(await json('/roster/trip?districtid=4&trips=1053')).toEqual({
      status: 400,
      body: { message: 'date saknas' },
    });
    expect((await json('/roster/trip?districtid=4&trainNumber=1053&date=')).status).toBe(400);
    expect((await json('/duty?id=999')).status).toBe(404);
    expect((await json('/duty')).status).toBe(400);
    expect(
      (await json(`/roster/position?dutyDate=${day}&districtid=4`, { who: 'driver' })).status,
    ).toBe(200);
    expect(
      (await json(`/roster/position?dutyDate=${day}&districtid=4`, { who: 'beta' })).status,
    ).toBe(403);
  });

  it('scales to 3,000 positions in one district', async () => {
    await root('/__control', { method: 'POST', who: null, body: { dutiesPerDay: 3000 } });
    const list = await positions(4, '&absents=true');
    expect(list).toHaveLength(3000);
    expect(new Set(list.map((p) => p.dutyId)).size).toBe(3000);
  });
});
