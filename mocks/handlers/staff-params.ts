import type { MockContext } from '../lib/handler';
import { intParam } from '../lib/params';
import type { AccessRule } from '../../src/lib/auth/access';

/** The district parameter and access checks shared by the staff host's handlers. */

export function districtParam(ctx: Pick<MockContext, 'query'>, name = 'districtId'): number {
  return intParam(ctx.query(name), name)!;
}

export const signinListRule = (districtId: number): AccessRule => ({
  names: ['SIGNIN_LIST'],
  districts: [districtId],
  all: [{ names: ['SIGNIN_OTHER'], districts: [districtId] }],
});

/**
 * Roster and duty look-ups: ROSTER_READ or SIGNIN_LIST in the district, or with `own` (the
 * caller's own duty, or a district-wide list) ROSTER_OWN there too.
 */
export const lookupRule = (districtId: number, own = true): AccessRule => ({
  names: own ? ['ROSTER_READ', 'SIGNIN_LIST', 'ROSTER_OWN'] : ['ROSTER_READ', 'SIGNIN_LIST'],
  districts: [districtId],
});
