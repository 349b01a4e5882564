import { HttpResponse } from 'msw';
import { http, mockPath, secured, type MockContext } from '../lib/handler';
import type { AccessRule } from '../../src/lib/auth/access';
import { intParam } from '../lib/params';
import { badRequest, notFound } from '../lib/errors';
import { addDaysToKey, NON_WORKDAY } from '../../src/lib/time/stockholm';
import { dutiesOn, inDutyRange } from '../seed/duties';
import { findEmployee } from '../seed/duties-staff';
import { dutyDto } from './staff-dto';
import { boolParam, dateParam } from '../lib/params';

/**
 * GET staff/roster/calendar (spec 1 §7): one employee's duties of a span of days.
 *   ?activities=true&districtId=4&employeenumber=20001&fromDate=2026-11-09&toDate=2026-12-13
 *   or ?dutyDate=2026-11-23&back=14&forward=20 (days before and after dutyDate)
 * → { employeeName, employeeNumber, duties: [{ dutyId, districtId, dutyDate, dutyName,
 *      employeeNumber, positionStart, positionEnd, timeStart, timeEnd, activities }] }
 * Every day of the span that the roster covers has one entry: the duty, or a non-workday
 * (dutyId null, 0–2160). Days the roster does not cover yet are left out. ROSTER_OWN reads the
 * caller's own calendar, ROSTER_READ (in districtId) anyone's. Missing or malformed dates,
 * from after to, and more than 62 days are 400; an unknown employee is 404.
 */

const MAX_CALENDAR_DAYS = 62;

function span(ctx: MockContext): { from: string; to: string } {
  const from = dateParam(ctx, 'fromDate', false);
  const to = dateParam(ctx, 'toDate', false);
  if (from && to) return { from, to };
  if (from || to) throw badRequest('fromDate and toDate go together');
  const center = dateParam(ctx, 'dutyDate', false);
  if (!center) throw badRequest('fromDate and toDate, or dutyDate, are required');
  const back = intParam(ctx.query('back'), 'back', false) ?? 0;
  const forward = intParam(ctx.query('forward'), 'forward', false) ?? 0;
  if (back < 0 || forward < 0) throw badRequest('back and forward must not be negative');
  return { from: addDaysToKey(center, -back), to: addDaysToKey(center, forward) };
}

function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDaysToKey(d, 1)) {
    out.push(d);
    if (out.length > MAX_CALENDAR_DAYS)
      throw badRequest(`At most ${MAX_CALENDAR_DAYS} days can be read at once`);
  }
  return out;
}

/** Whose calendar, of which district (the employee's own when the query names none). */
function asked(ctx: Pick<MockContext, 'db' | 'query' | 'user'>) {
  const number = ctx.query('employeenumber') || ctx.user.employeeNumber;
  const employee = findEmployee(ctx.db, number);
  if (!employee) throw notFound(`Anställd ${number} finns inte`);
  const districtId =
    intParam(ctx.query('districtId'), 'districtId', false) ?? employee.defaultDistrictId;
  return { number, employee, districtId };
}

/** ROSTER_READ in the district reads anyone's calendar; ROSTER_OWN the caller's own. */
function calendarGate(ctx: Pick<MockContext, 'db' | 'query' | 'user'>): AccessRule[] {
  const { number, districtId } = asked(ctx);
  const anyone: AccessRule = { names: ['ROSTER_READ'], districts: [districtId] };
  return number === ctx.user.employeeNumber ? [anyone, { names: ['ROSTER_OWN'] }] : [anyone];
}

const calendar = http.get(
  mockPath('staff', '/roster/calendar'),
  secured(calendarGate, (ctx) => {
    const { number, employee, districtId } = asked(ctx);
    const { from, to } = span(ctx);
    if (from > to) throw badRequest('fromDate får inte vara efter toDate');
    const withActivities = boolParam(ctx, 'activities');
    // The roster of the district asked for (the employee's own when none is given).
    const duties = daysOf(from, to)
      .filter((day) => inDutyRange(ctx.db, day))
      .map((day) => {
        const duty = dutiesOn(ctx.db, districtId, day).find((d) => d.employeeNumber === number);
        if (duty) return dutyDto(duty, withActivities);
        // Not on the day's roster: a non-workday, 0 to 2160.
        return {
          dutyId: null,
          districtId,
          dutyDate: `${day}T00:00:00`,
          dutyName: 'Fridag',
          employeeNumber: number,
          positionStart: '',
          positionEnd: '',
          timeStart: NON_WORKDAY.start,
          timeEnd: NON_WORKDAY.end,
          activities: [],
        };
      });
    return HttpResponse.json({
      employeeName: `${employee.firstName} ${employee.lastName}`,
      employeeNumber: number,
      duties,
    });
  }),
);

export const staffCalendarHandlers = [calendar];
