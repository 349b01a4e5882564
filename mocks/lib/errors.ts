import { HttpResponse } from 'msw';

/** Error answers shaped like the real servers': JSON with a message. */
export const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });
export const unauthorized = (message = 'Inte inloggad') =>
  HttpResponse.json({ message }, { status: 401 });
export const forbidden = (message = 'Behörighet saknas') =>
  HttpResponse.json({ message }, { status: 403 });
export const notFound = (message = 'Finns inte') => HttpResponse.json({ message }, { status: 404 });
export const conflict = (message: string) => HttpResponse.json({ message }, { status: 409 });

/**
 * An error whose body the spec gives word for word with more than a message (the vehicles'
 * `{ reason, message }`, the roster's `{ errno, message }`): thrown like the others.
 */
export const specError = (status: number, body: { message: string } & Record<string, unknown>) =>
  HttpResponse.json(body, { status });
