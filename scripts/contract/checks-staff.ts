import { readSignins } from '@/features/inchecking/api/get-duty-signins';
import { getDutySigninsDay } from '@/lib/resources/roster/get-duty-signins';
import { getPositions } from '@/lib/resources/roster/get-positions';
import { getTripStaff } from '@/lib/resources/roster/get-trip-staff';
import { getDuty } from '@/lib/resources/roster/get-duty';
import { getCalendar } from '@/features/workday/api/get-calendar';
import { addDaysToKey } from '@/lib/time/stockholm';
import { check, Skip, type Ctx } from './check';

/** What the roster reader makes of a position's trips (spec 1 §3: times and stations are theirs). */
const POSITION_DERIVED = ['absent', 'timeStart', 'timeEnd', 'startStation', 'endStation'];

const keepDuty = (list: readonly { dutyId: number | null }[], ctx: Ctx) => {
  ctx.found.dutyId ??= list.find((item) => item.dutyId !== null)?.dutyId ?? undefined;
};
const keepTrip = (list: readonly { tripsInfo: readonly { trip: string }[] }[], ctx: Ctx) => {
  ctx.found.trip ??= list.flatMap((item) => item.tripsInfo).find((t) => t.trip !== '')?.trip;
};

/** Spec 1 §7: the staff host (check-in, staff overview, position list, workday, dialogs). */
export const staffChecks = [
  check({
    host: 'staff',
    label: 'GET /overview/dutysignins',
    run: async (ctx) => readSignins(await getDutySigninsDay(ctx.districtId, ctx.today)),
    keep: (signins, ctx) => {
      keepDuty(signins, ctx);
      keepTrip(signins, ctx);
    },
  }),
  check({
    host: 'staff',
    label: 'GET /roster/position',
    run: (ctx) => getPositions(ctx.districtId, ctx.today, false),
    derived: POSITION_DERIVED,
    keep: (positions, ctx) => {
      keepDuty(positions, ctx);
      keepTrip(positions, ctx);
    },
  }),
  check({
    host: 'staff',
    label: 'GET /roster/position (with absents)',
    run: (ctx) => getPositions(ctx.districtId, ctx.today, true),
    derived: POSITION_DERIVED,
  }),
  check({
    host: 'staff',
    label: 'GET /roster/calendar',
    run: (ctx) =>
      ctx.session.employeeNumber
        ? getCalendar({
            districtId: ctx.districtId,
            employeeNumber: ctx.session.employeeNumber,
            from: addDaysToKey(ctx.today, -14),
            to: addDaysToKey(ctx.today, 14),
          })
        : new Skip('the token has no employeeNumber'),
  }),
  check({
    host: 'staff',
    label: 'GET /roster/trip',
    run: (ctx) =>
      ctx.found.trip
        ? getTripStaff(ctx.districtId, ctx.today, [ctx.found.trip])
        : new Skip('no trip in the sign-ins or positions to ask about'),
    accept: { 404: "nobody on the trip (spec 1 §8: 404 'Could not get data')" },
  }),
  check({
    host: 'staff',
    label: 'GET /duty',
    run: (ctx) =>
      ctx.found.dutyId !== undefined
        ? getDuty(ctx.found.dutyId)
        : new Skip('no duty in the sign-ins or positions to ask about'),
  }),
];
