import { HttpResponse } from 'msw';

/** Error answers shaped like the real servers': JSON with a message. */
export const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });
export const unauthorized = (message = 'Unauthorized') =>
  HttpResponse.json({ message }, { status: 401 });
export const forbidden = (message = 'Forbidden') => HttpResponse.json({ message }, { status: 403 });
export const notFound = (message = 'Not found') => HttpResponse.json({ message }, { status: 404 });
export const conflict = (message: string) => HttpResponse.json({ message }, { status: 409 });
