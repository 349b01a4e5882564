import type { RequestHandler } from 'msw';

export const connectionsHandlers: RequestHandler[] = [];
