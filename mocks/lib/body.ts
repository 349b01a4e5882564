import { formatStockholm, parseServerDate } from '../../src/lib/time/stockholm';
import { badRequest } from './errors';

/**
 * The one safe way for a mock handler to read a request body: whatever a client sends (nothing,
 * garbage, `null`, a list where an object belongs, no form), the answer is a 400 with a Swedish
 * message, never a crash (MSW would answer 500 with the stack trace).
 */
export const BODY_TEXTS = {
  notJson: 'Innehållet måste vara JSON.',
  notObject: 'Innehållet måste vara ett JSON-objekt.',
  notForm:
    'Innehållet måste vara ett formulär (application/x-www-form-urlencoded eller multipart/form-data).',
} as const;

/** What a missing or malformed field or parameter is told, naming it as the client sent it. */
export const FIELD_TEXTS = {
  required: (name: string) => `${name} saknas`,
  notInteger: (name: string) => `${name} måste vara ett heltal`,
  notText: (name: string) => `${name} måste vara en text`,
  notFlag: (name: string) => `${name} måste vara true eller false`,
  notDate: (name: string, value: string) => `${name} är inget giltigt datum: ${value}`,
} as const;

interface ReadOptions {
  /** What an empty body stands for; without it an empty body is a 400. */
  empty?: unknown;
}

/** The body as JSON (any JSON value, `null` included). */
export async function readJson(request: Request, options: ReadOptions = {}): Promise<unknown> {
  const text = await request
    .clone()
    .text()
    .catch(() => '');
  if (text.trim() === '' && 'empty' in options) return options.empty;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(BODY_TEXTS.notJson);
  }
}

/** A value that must be a JSON object (not `null`, not a list). */
export function asObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest(BODY_TEXTS.notObject);
  return value as Record<string, unknown>;
}

/** The body as a JSON object. */
export async function readJsonObject(
  request: Request,
  options: ReadOptions = {},
): Promise<Record<string, unknown>> {
  return asObject(await readJson(request, options));
}

/** The body as a form (urlencoded or multipart). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.clone().formData();
  } catch {
    throw badRequest(BODY_TEXTS.notForm);
  }
}

/** Fields of a JSON body as the .NET servers bind them; each wrong value is a 400. */

/** A server date-time as the .NET APIs write it: Stockholm wall-clock time, no offset. */
export function serverDateTime(date: Date | number): string {
  return formatStockholm(date, "yyyy-MM-dd'T'HH:mm:ss");
}

export type Body = Record<string, unknown>;

/** A JSON object body or a 400 (as `asObject`). */
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
  if (typeof value !== 'string') throw badRequest(FIELD_TEXTS.notText(name));
  return value;
}

/** An integer property (numbers in strings accepted, as the web defaults of .NET do). */
export function intField(body: Body, name: string): number | undefined {
  const value = field(body, name);
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw badRequest(FIELD_TEXTS.notInteger(name));
  return n;
}

/** An integer property that must be there, or a 400 naming it. */
export function requiredIntField(body: Body, name: string): number {
  const n = intField(body, name);
  if (n === undefined) throw badRequest(FIELD_TEXTS.required(name));
  return n;
}

export function boolField(body: Body, name: string): boolean | undefined {
  const value = field(body, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest(FIELD_TEXTS.notFlag(name));
}

/** A date-time property (ISO, or Stockholm wall-clock time without offset), or a 400. */
export function dateField(body: Body, name: string): Date | undefined {
  const value = stringField(body, name);
  if (value === undefined || value.trim() === '') return undefined;
  const date = parseServerDate(value.trim());
  if (!date) throw badRequest(FIELD_TEXTS.notDate(name, value));
  return date;
}

/** An id from the path or a 400. */
export function pathId(value: string | readonly string[] | undefined, name = 'id'): number {
  const n = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(n))
    throw badRequest(FIELD_TEXTS.notInteger(name));
  return n;
}
