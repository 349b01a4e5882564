import type { RequestHandler } from 'msw';

export const staffHandlers: RequestHandler[] = [];
