import { formatStockholm, parseServerDate } from '../../src/lib/time';
import { badRequest } from './errors';

/** Request bodies and path ids as the .NET servers bind them; each wrong value is a 400. */

/** A server date-time as the .NET APIs write it: Stockholm wall-clock time, no offset. */
export function serverDateTime(date: Date | number): string {
  return formatStockholm(date, "yyyy-MM-dd'T'HH:mm:ss");
}

export type Body = Record<string, unknown>;

/** A JSON object body or a 400. */
export function asBody(value: unknown): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('Body must be a JSON object');
  return value as Body;
}

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
