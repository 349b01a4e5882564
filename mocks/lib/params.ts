import { badRequest } from './errors';
import { FIELD_TEXTS } from './body';
import type { MockContext } from './handler';

/** Query parameters as the servers read them; a missing or malformed one is a 400 naming it. */

/** An integer query parameter or a 400 naming it. */
export function intParam(value: string | null, name: string, required = true): number | null {
  if (value === null || value === '') {
    if (required) throw badRequest(FIELD_TEXTS.required(name));
    return null;
  }
  const n = Number(value);
  if (!Number.isInteger(n)) throw badRequest(FIELD_TEXTS.notInteger(name));
  return n;
}

/** A date parameter (yyyy-MM-dd, a time part ignored). */
export function dateParam(ctx: MockContext, name: string, required = true): string | null {
  const value = ctx.query(name);
  if (value === null || value === '') {
    if (required) throw badRequest(FIELD_TEXTS.required(name));
    return null;
  }
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(value);
  if (!match || Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`)))
    throw badRequest(`${name} måste vara ett datum (yyyy-MM-dd)`);
  return match[1]!;
}

/** A flag parameter that must be given as `true` or `false` (anything else is a 400 naming it). */
export function strictBoolParam(ctx: MockContext, name: string): boolean {
  const value = ctx.query(name);
  if (value !== 'true' && value !== 'false') throw badRequest(FIELD_TEXTS.notFlag(name));
  return value === 'true';
}

/** A flag parameter: true for `true` or `1`, false otherwise. */
export function boolParam(ctx: MockContext, name: string): boolean {
  const value = ctx.query(name)?.toLowerCase();
  return value === 'true' || value === '1';
}
