import { badRequest } from '../lib/errors';
import { intParam, type MockContext } from '../lib/handler';
import { hasAccess, type AccessRule } from '../../src/lib/auth/access';
import { forbidden } from '../lib/errors';

/** Query parsing and access checks shared by the staff host's handlers. */

export function dateParam(ctx: MockContext, name: string, required = true): string | null {
  const value = ctx.query(name);
  if (value === null || value === '') {
    if (required) throw badRequest(`${name} saknas`);
    return null;
  }
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(value);
  if (!match || Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`)))
    throw badRequest(`${name} måste vara ett datum (yyyy-MM-dd)`);
  return match[1]!;
}

export function districtParam(ctx: MockContext, name = 'districtId'): number {
  return intParam(ctx.query(name), name)!;
}

export function boolParam(ctx: MockContext, name: string): boolean {
  const value = ctx.query(name)?.toLowerCase();
  return value === 'true' || value === '1';
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
