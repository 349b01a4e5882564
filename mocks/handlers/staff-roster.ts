import { HttpResponse } from 'msw';
import { http, mockPath, secured, type MockContext } from '../lib/handler';
import { intParam } from '../lib/params';
import { badRequest, notFound, specError } from '../lib/errors';
import { isNonWorkday } from '../../src/lib/time/stockholm';
import { dutiesOn, findDuty, isDutyDistrict, type MockDuty } from '../seed/duties';
import { findEmployee } from '../seed/duties-staff';
import { dutyDto, positionDto, stationName } from './staff-dto';
import { districtParam, lookupRule } from './staff-params';
import { boolParam, dateParam } from '../lib/params';

/**
 * Roster and duty look-ups (spec 1 §7); the calendar is in staff-calendar.ts.
 *   GET roster/position?dutyDate=2026-11-23&districtid=4[&absents=true]
 *     → [{ dutyId, block, description, districtId, tripDate, workTitle, employee: { name,
 *        employeeNumber, title, email, phones, dutySiteId, dutySiteName }, timeStart, timeEnd,
 *        positionStart, positionEnd, startStation, endStation, tripsInfo }]
 *   GET roster/trip?districtid=4&trips=1053,1055&date=2026-11-23 (or trainNumber=1053 for trips)
 *     → [{ trip, tripDate, dutyId, dutyName, employeeNumber, name, title, phone, startStation(+Name),
 *        endStation(+Name), timeStart, timeEnd }]; nobody on it: 404 {errno: 404, message:
 *        'Could not get data'}; a trips list that is not a list of numbers: 400 'Triplist must be
 *        an array'
 *   GET duty?id=… → the duty with activities; unknown id 404.
 * Missing or malformed dates and districts are 400, a district the seed does not know 404.
 */

function knownDistrict(districtId: number): number {
  if (!isDutyDistrict(districtId)) throw notFound(`Distrikt ${districtId} finns inte`);
  return districtId;
}

/** The district of the query (`districtid`), known to the seed. */
const queryDistrict = (ctx: Pick<MockContext, 'query'>) =>
  knownDistrict(districtParam(ctx, 'districtid'));

function dutyOf(ctx: Pick<MockContext, 'db' | 'query'>): MockDuty {
  const dutyId = intParam(ctx.query('id'), 'id')!;
  const found = findDuty(ctx.db, dutyId);
  if (!found) throw notFound(`Tjänst ${dutyId} finns inte`);
  return found;
}

const position = http.get(
  mockPath('staff', '/roster/position'),
  secured(
    (ctx) => lookupRule(queryDistrict(ctx)),
    (ctx) => {
      const date = dateParam(ctx, 'dutyDate')!;
      const districtId = queryDistrict(ctx);
      const absents = boolParam(ctx, 'absents');
      const rows = dutiesOn(ctx.db, districtId, date)
        .filter((d) => absents || !isNonWorkday(d.timeStart, d.timeEnd))
        .map((d) => positionDto(ctx.db, d));
      return HttpResponse.json(rows);
    },
  ),
);

const trip = http.get(
  mockPath('staff', '/roster/trip'),
  secured(
    (ctx) => lookupRule(queryDistrict(ctx)),
    (ctx) => {
      const districtId = queryDistrict(ctx);
      const date = dateParam(ctx, 'date')!;
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
      if (rows.length === 0) throw specError(404, { errno: 404, message: 'Could not get data' });
      return HttpResponse.json(rows);
    },
  ),
);

const duty = http.get(
  mockPath('staff', '/duty'),
  secured(
    (ctx) => {
      const found = dutyOf(ctx);
      return lookupRule(found.districtId, found.employeeNumber === ctx.user.employeeNumber);
    },
    (ctx) => {
      const found = dutyOf(ctx);
      const employee = findEmployee(ctx.db, found.employeeNumber);
      return HttpResponse.json({
        ...dutyDto(found),
        startLocation: stationName(ctx.db, found.positionStart),
        endLocation: stationName(ctx.db, found.positionEnd),
        employeeName: employee ? `${employee.firstName} ${employee.lastName}` : '',
        tripsInfo: found.trips,
      });
    },
  ),
);

export const staffRosterHandlers = [position, trip, duty];
