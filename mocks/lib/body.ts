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
