import { describe, expect, it } from 'vitest';
import { callerFor, type Who } from '../test/call';
import { addDaysToKey, isWeekendKey, toDateKey } from '../../src/lib/time/stockholm';

const call = callerFor('http://localhost/mock/staff');
const today = toDateKey();

interface CalendarBody {
  employeeName: string;
  employeeNumber: string;
  duties: {
    dutyId: number | null;
    districtId: number;
    dutyDate: string;
    dutyName: string;
    timeStart: number;
    timeEnd: number;
    activities: { description: string; trip: string }[];
  }[];
}

async function calendar(query: string, who: Who = 'driver') {
  const response = await call(`/roster/calendar?${query}`, { who });
  return { status: response.status, body: (await response.json()) as CalendarBody };
}

describe('staff host: roster calendar', () => {
  it('covers the current week with two weeks either side, every day once', async () => {
    const from = addDaysToKey(today, -20);
    const to = addDaysToKey(today, 20);
    const { status, body } = await calendar(
      `activities=true&districtId=4&employeenumber=20001&fromDate=${from}&toDate=${to}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ employeeName: 'Anna Lindqvist', employeeNumber: '20001' });
    expect(body.duties.map((d) => d.dutyDate.slice(0, 10))).toEqual(
      Array.from({ length: 41 }, (_, i) => addDaysToKey(from, i)),
    );
    for (const duty of body.duties) {
      const weekend = isWeekendKey(duty.dutyDate.slice(0, 10));
      expect(duty.timeStart === 0 && duty.timeEnd === 2160).toBe(weekend);
    }
  });

  it('gives every demo user who may open the calendar (ROSTER_OWN) duties on weekdays', async () => {
    for (const who of ['driver', 'conductor', 'admin'] as const) {
      const { status, body } = await calendar(
        `activities=true&dutyDate=${today}&back=7&forward=7`,
        who,
      );
      expect(status, who).toBe(200);
      const weekdays = body.duties.filter((d) => !isWeekendKey(d.dutyDate.slice(0, 10)));
      expect(weekdays.length, who).toBeGreaterThan(8);
      for (const duty of weekdays) {
        expect(duty.dutyId, `${who} ${duty.dutyDate}`).not.toBeNull();
        expect(duty.activities.length, `${who} ${duty.dutyDate}`).toBeGreaterThan(3);
      }
    }
  });

  it('gives a workday’s activities (the administrative ones among the trains) only when asked', async () => {
    const q = `districtId=4&employeenumber=20001&dutyDate=${today}&back=7&forward=7`;
    const withActivities = (await calendar(`${q}&activities=true`)).body.duties;
    const work = withActivities.find((d) => d.activities.length > 0)!;
    const descriptions = work.activities.map((a) => a.description);
    expect(descriptions).toEqual(expect.arrayContaining(['ORDERLÄSNING', 'KLARGÖRING', 'TÅG']));
    expect(work.activities.filter((a) => a.description === 'TÅG').every((a) => a.trip)).toBe(true);
    const without = (await calendar(q)).body.duties;
    expect(without).toHaveLength(15);
    expect(without.every((d) => d.activities.length === 0)).toBe(true);
  });

  it('leaves out days the roster does not cover yet', async () => {
    const from = addDaysToKey(today, 15);
    const { body } = await calendar(
      `employeenumber=20001&fromDate=${from}&toDate=${addDaysToKey(from, 30)}`,
    );
    expect(body.duties.length).toBeGreaterThan(0);
    expect(body.duties.length).toBeLessThan(31);
    expect(body.duties.at(-1)!.dutyDate.slice(0, 10)).toBe(addDaysToKey(today, 21));
  });

  it('answers bad input with 400 and an unknown employee with 404', async () => {
    expect((await calendar('employeenumber=20001')).status).toBe(400);
    expect((await calendar(`employeenumber=20001&fromDate=${today}`)).status).toBe(400);
    expect((await calendar(`employeenumber=20001&fromDate=x&toDate=${today}`)).status).toBe(400);
    const later = addDaysToKey(today, 1);
    expect((await calendar(`employeenumber=20001&fromDate=${later}&toDate=${today}`)).status).toBe(
      400,
    );
    const far = addDaysToKey(today, 70);
    expect((await calendar(`employeenumber=20001&fromDate=${today}&toDate=${far}`)).status).toBe(
      400,
    );
    const missing = await calendar(`employeenumber=99999999&dutyDate=${today}`, 'admin');
    expect(missing.status).toBe(404);
  });

  it('lets ROSTER_OWN read only one’s own calendar, ROSTER_READ anyone’s', async () => {
    const q = `dutyDate=${today}&districtId=4`;
    expect((await calendar(`employeenumber=20002&${q}`, 'driver')).status).toBe(403);
    expect((await calendar(`employeenumber=20001&${q}`, 'dispatcher')).status).toBe(200);
    expect((await calendar(`${q}`, 'conductor')).body.employeeName).toBe('Erik Nilsson');
    expect((await calendar(`employeenumber=20001&${q}`, null)).status).toBe(401);
  });

  it('reads the roster of the district asked for', async () => {
    const q = `employeenumber=20001&dutyDate=${today}&back=7&forward=7`;
    const home = (await calendar(`${q}&districtId=4`, 'dispatcher')).body.duties;
    expect(home.some((d) => d.dutyId !== null)).toBe(true);
    expect(home.every((d) => d.districtId === 4)).toBe(true);
    // Anna Lindqvist drives in Skåne: on Östergötland's roster she has no duty at all.
    const elsewhere = (await calendar(`${q}&districtId=5`, 'dispatcher')).body.duties;
    expect(elsewhere).toHaveLength(home.length);
    expect(elsewhere.every((d) => d.dutyId === null && d.districtId === 5)).toBe(true);
  });
});
