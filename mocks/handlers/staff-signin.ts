import { HttpResponse } from 'msw';
import { http, mockPath, secured, SIGNED_IN, type MockContext } from '../lib/handler';
import { intParam } from '../lib/params';
import { badRequest, conflict, notFound } from '../lib/errors';
import { dutiesOn, findDuty, type MockDuty } from '../seed/duties';
import { changedSince, checkIn, checkOut, SigninConflict } from '../rules/signin';
import { signinDto } from './staff-dto';
import { districtParam, signinListRule } from './staff-params';
import { dateParam } from '../lib/params';
import { isNonWorkday } from '../../src/lib/time/stockholm';

/** Check-in: staff/overview/dutysignins, staff/signin/checkin, staff/signin/checkout (spec 1 §7). */

function findDutyOf(ctx: Pick<MockContext, 'db' | 'query'>): MockDuty {
  const dutyId = intParam(ctx.query('dutyid'), 'dutyid')!;
  const duty = findDuty(ctx.db, dutyId);
  if (!duty) throw notFound(`Tjänst ${dutyId} finns inte`);
  return duty;
}

/** A duty is checked by its own employee, or by a dispatcher of its district. */
function checkGate(ctx: Pick<MockContext, 'db' | 'query' | 'user'>) {
  const duty = findDutyOf(ctx);
  const own = ctx.user.employeeNumber !== '' && ctx.user.employeeNumber === duty.employeeNumber;
  return own ? SIGNED_IN : signinListRule(duty.districtId);
}

function dutyFor(ctx: MockContext): MockDuty {
  const duty = findDutyOf(ctx);
  if (isNonWorkday(duty.timeStart, duty.timeEnd)) throw badRequest('En fridag kan inte checkas in');
  return duty;
}

function change(ctx: MockContext, duty: MockDuty, action: (duty: MockDuty) => void): Response {
  try {
    action(duty);
  } catch (error) {
    if (error instanceof SigninConflict) throw conflict(error.message);
    throw error;
  }
  return HttpResponse.json(signinDto(ctx.db, duty));
}

export const staffSigninHandlers = [
  http.get(
    mockPath('staff', '/overview/dutysignins'),
    secured(
      (ctx) => signinListRule(districtParam(ctx)),
      (ctx) => {
        const date = dateParam(ctx, 'date')!;
        const districtId = districtParam(ctx);
        // With lastUpdateId (0 included) only what changed after it; without, the whole day.
        const last = intParam(ctx.query('lastUpdateId'), 'lastUpdateId', false);
        const duties =
          last === null
            ? dutiesOn(ctx.db, districtId, date)
            : changedSince(ctx.db, districtId, date, last);
        return HttpResponse.json(duties.map((duty) => signinDto(ctx.db, duty)));
      },
    ),
  ),
  http.post(
    mockPath('staff', '/signin/checkin'),
    secured(checkGate, (ctx) => {
      const employeeNumber = ctx.query('employeeNumber');
      if (!employeeNumber) throw badRequest('employeeNumber saknas');
      const duty = dutyFor(ctx);
      if (duty.employeeNumber !== employeeNumber)
        throw badRequest('employeeNumber hör inte till tjänsten');
      return change(ctx, duty, (d) => checkIn(ctx.db, d));
    }),
  ),
  http.post(
    mockPath('staff', '/signin/checkout'),
    secured(checkGate, (ctx) => change(ctx, dutyFor(ctx), (d) => checkOut(ctx.db, d))),
  ),
];
