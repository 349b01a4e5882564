import { districtsWithAccess, type AccessRule } from '../../src/lib/auth/access';
import { formatStockholm, parseServerDate } from '../../src/lib/time';
import { badRequest } from '../lib/errors';
import { asObject } from '../lib/body';
import type { MockUser } from '../lib/handler';

/** What the msg host shares between messages and recipient groups: access, dates, bodies. */

/** Districts where MESSAGE_SEND and MESSAGE_GROUP_ADMIN apply (spec 2 §6). */
export const MESSAGE_DISTRICTS: readonly number[] = [1, 2, 3, 4, 5, 17, 19];
export const READ_NAMES = ['MESSAGE_SEND', 'MESSAGE_GROUP_ADMIN'] as const;

/** Any read on the msg host: either access in one of the message districts. */
export const MESSAGE_READ_RULE: AccessRule = { names: READ_NAMES, districts: MESSAGE_DISTRICTS };

/** First gates, before the district of the entity is known (a driver gets 403 at once). */
export const SEND_ANYWHERE: AccessRule = { names: ['MESSAGE_SEND'], districts: MESSAGE_DISTRICTS };
export const ADMIN_ANYWHERE: AccessRule = {
  names: ['MESSAGE_GROUP_ADMIN'],
  districts: MESSAGE_DISTRICTS,
};

export const readRuleIn = (districtId: number): AccessRule => ({
  names: READ_NAMES,
  districts: [districtId],
});
export const sendRuleIn = (districtId: number): AccessRule => ({
  names: ['MESSAGE_SEND'],
  districts: [districtId],
});
export const groupAdminRuleIn = (districtId: number): AccessRule => ({
  names: ['MESSAGE_GROUP_ADMIN'],
  districts: [districtId],
});

/** The message districts where the user may read messages and groups. */
export function readableDistricts(user: MockUser): number[] {
  return districtsWithAccess(user.access, READ_NAMES, MESSAGE_DISTRICTS);
}

/** A server date-time as the .NET APIs write it: Stockholm wall-clock time, no offset. */
export function serverDateTime(date: Date | number): string {
  return formatStockholm(date, "yyyy-MM-dd'T'HH:mm:ss");
}

export type Body = Record<string, unknown>;

/** A JSON object body or a 400 (the shared check of mocks/lib/body). */
export const asBody: (value: unknown) => Body = asObject;

/** A property of a body, found case-insensitively (ASP.NET model binding ignores case). */
export function field(body: Body, name: string): unknown {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(body)) if (key.toLowerCase() === lower) return value;
  return undefined;
}

/** A string property: `undefined` when absent or null, 400 when of another type. */
export function stringField(body: Body, name: string): string | undefined {
  const value = field(body, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
  return value;
}

/** An integer property (numbers in strings accepted, as the web defaults of .NET do). */
export function intField(body: Body, name: string): number | undefined {
  const value = field(body, name);
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw badRequest(`${name} must be an integer`);
  return n;
}

export function boolField(body: Body, name: string): boolean | undefined {
  const value = field(body, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest(`${name} must be true or false`);
}

/** A date-time property (ISO, or Stockholm wall-clock time without offset), or a 400. */
export function dateField(body: Body, name: string): Date | undefined {
  const value = stringField(body, name);
  if (value === undefined || value.trim() === '') return undefined;
  const date = parseServerDate(value.trim());
  if (!date) throw badRequest(`${name} is not a valid date: ${value}`);
  return date;
}

/** An id from the path or a 400. */
export function pathId(value: string | readonly string[] | undefined, name = 'id'): number {
  const n = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(n))
    throw badRequest(`${name} must be an integer`);
  return n;
}
