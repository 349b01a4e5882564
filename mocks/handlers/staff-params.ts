import { forbidden } from '../lib/errors';
import type { MockContext } from '../lib/handler';
import { intParam } from '../lib/params';
import { hasAccess, type AccessRule } from '../../src/lib/auth/access';

/** The district parameter and access checks shared by the staff host's handlers. */

export function districtParam(ctx: MockContext, name = 'districtId'): number {
  return intParam(ctx.query(name), name)!;
}

export const signinListRule = (districtId: number): AccessRule => ({
  names: ['SIGNIN_LIST'],
  districts: [districtId],
  all: [{ names: ['SIGNIN_OTHER'], districts: [districtId] }],
});

/** Roster and duty look-ups: ROSTER_READ, SIGNIN_LIST or ROSTER_OWN in the district. */
export function lookupAccess(ctx: MockContext, districtId: number): { ownOnly: boolean } {
  const held = (names: string[]) => hasAccess(ctx.user.access, { names, districts: [districtId] });
  if (held(['ROSTER_READ', 'SIGNIN_LIST'])) return { ownOnly: false };
  if (held(['ROSTER_OWN'])) return { ownOnly: true };
  throw forbidden('Saknar behörighet (ROSTER_READ, SIGNIN_LIST, ROSTER_OWN)');
}
