import { HttpResponse } from 'msw';
import { http, intParam, mockPath, secured } from '../lib/handler';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { hasAccess } from '../../src/lib/auth/access';
import { addDaysToKey, toDateKey } from '../../src/lib/time';
import { dutiesOn, findDuty, inDutyRange } from '../seed/duties';
import { findEmployee } from '../seed/duties-staff';
import { dutyDto, positionDto, stationName } from './staff-dto';
import { boolParam, dateParam, districtParam, lookupAccess } from './staff-params';

/** Roster and duty look-ups: roster/calendar, roster/position, roster/trip, duty (spec 1 §7, 2 §7). */

const MAX_CALENDAR_DAYS = 62;

function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length <= MAX_CALENDAR_DAYS; d = addDaysToKey(d, 1))
    out.push(d);
  return out;
}

const calendar = http.get(
  mockPath('staff', '/roster/calendar'),
  secured(null, (ctx) => {
    const number = ctx.query('employeenumber') || ctx.user.employeeNumber;
    const employee = findEmployee(ctx.db, number);
    if (!employee) throw notFound(`Employee ${number} not found`);
    const districtId =
      intParam(ctx.query('districtId'), 'districtId', false) ?? employee.defaultDistrictId;
    const canReadAll = hasAccess(ctx.user.access, {
      names: ['ROSTER_READ'],
      districts: [districtId],
    });
    const own = number === ctx.user.employeeNumber;
    if (!canReadAll && !(own && hasAccess(ctx.user.access, { names: ['ROSTER_OWN'] })))
      throw forbidden(own ? 'Saknar behörighet (ROSTER_OWN)' : 'Saknar behörighet (ROSTER_READ)');
    let from = dateParam(ctx, 'fromDate', false);
    let to = dateParam(ctx, 'toDate', false);
    if (!from || !to) {
      const center = dateParam(ctx, 'dutyDate', false) ?? toDateKey();
      from = addDaysToKey(center, -(intParam(ctx.query('back'), 'back', false) ?? 0));
      to = addDaysToKey(center, intParam(ctx.query('forward'), 'forward', false) ?? 0);
    }
    if (from > to) throw badRequest('fromDate must not be after toDate');
    const days = daysBetween(from, to);
    if (days.length > MAX_CALENDAR_DAYS)
      throw badRequest(`At most ${MAX_CALENDAR_DAYS} days can be read at once`);
    const withActivities = boolParam(ctx, 'activities');
    const duties = days
      .filter((day) => inDutyRange(ctx.db, day))
      .map((day) => {
        const duty = dutiesOn(ctx.db, employee.defaultDistrictId, day).find(
          (d) => d.employeeNumber === number,
        );
        if (duty) return dutyDto(duty, withActivities);
        // A day without a duty is a non-workday: 0 to 2160.
        return {
          dutyId: null,
          districtId: employee.defaultDistrictId,
          dutyDate: `${day}T00:00:00`,
          dutyName: 'Fridag',
          employeeNumber: number,
          positionStart: '',
          positionEnd: '',
          timeStart: 0,
          timeEnd: 2160,
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

const position = http.get(
  mockPath('staff', '/roster/position'),
  secured(null, (ctx) => {
    const date = dateParam(ctx, 'dutyDate')!;
    const districtId = districtParam(ctx, 'districtid');
    lookupAccess(ctx, districtId);
    const absents = boolParam(ctx, 'absents');
    const rows = dutiesOn(ctx.db, districtId, date)
      .filter((d) => absents || !(d.timeStart === 0 && d.timeEnd === 2160))
      .map((d) => positionDto(ctx.db, d));
    return HttpResponse.json(rows);
  }),
);

const trip = http.get(
  mockPath('staff', '/roster/trip'),
  secured(null, (ctx) => {
    const districtId = districtParam(ctx, 'districtid');
    lookupAccess(ctx, districtId);
    const date = dateParam(ctx, 'date', false) ?? toDateKey();
    const tripsText = ctx.query('trips');
    const trainNumber = ctx.query('trainNumber');
    let wanted: string[];
    if (tripsText !== null) {
      wanted = tripsText.split(',').map((t) => t.trim());
      if (wanted.length === 0 || wanted.some((t) => !/^\d{1,6}$/.test(t)))
        throw badRequest('Triplist must be an array');
    } else if (trainNumber && /^\d{1,6}$/.test(trainNumber.trim())) wanted = [trainNumber.trim()];
    else throw badRequest('Triplist must be an array');
    const rows = dutiesOn(ctx.db, districtId, date).flatMap((duty) => {
      const employee = findEmployee(ctx.db, duty.employeeNumber);
      return duty.trips
        .filter((t) => wanted.includes(t.trip))
        .map((t) => ({
          trip: t.trip,
          tripDate: `${date}T00:00:00`,
          dutyId: duty.dutyId,
          dutyName: duty.dutyName,
          employeeNumber: duty.employeeNumber,
          name: employee ? `${employee.firstName} ${employee.lastName}` : '',
          title: employee?.title ?? '',
          phone: employee?.phones.work ?? '',
          startStation: t.startStation,
          startStationName: stationName(ctx.db, t.startStation),
          endStation: t.endStation,
          endStationName: stationName(ctx.db, t.endStation),
          timeStart: t.timeStart,
          timeEnd: t.timeEnd,
        }));
    });
    if (rows.length === 0)
      return HttpResponse.json({ errno: 404, message: 'Could not get data' }, { status: 404 });
    return HttpResponse.json(rows);
  }),
);

const duty = http.get(
  mockPath('staff', '/duty'),
  secured(null, (ctx) => {
    const dutyId = intParam(ctx.query('id'), 'id')!;
    const found = findDuty(ctx.db, dutyId);
    if (!found) throw notFound(`Duty ${dutyId} not found`);
    const { ownOnly } = lookupAccess(ctx, found.districtId);
    if (ownOnly && found.employeeNumber !== ctx.user.employeeNumber)
      throw forbidden('Saknar behörighet (ROSTER_READ)');
    const employee = findEmployee(ctx.db, found.employeeNumber);
    return HttpResponse.json({
      ...dutyDto(found),
      startLocation: stationName(ctx.db, found.positionStart),
      endLocation: stationName(ctx.db, found.positionEnd),
      employeeName: employee ? `${employee.firstName} ${employee.lastName}` : '',
      tripsInfo: found.trips,
    });
  }),
);

export const staffRosterHandlers = [calendar, position, trip, duty];
