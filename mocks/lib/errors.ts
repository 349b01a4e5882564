import { HttpResponse } from 'msw';

/** Error answers shaped like the real servers': JSON with a message. */
export const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });
export const unauthorized = (message = 'Inte inloggad') =>
  HttpResponse.json({ message }, { status: 401 });
export const forbidden = (message = 'Behörighet saknas') =>
  HttpResponse.json({ message }, { status: 403 });
export const notFound = (message = 'Finns inte') => HttpResponse.json({ message }, { status: 404 });
export const conflict = (message: string) => HttpResponse.json({ message }, { status: 409 });
