import type { RequestHandler } from 'msw';

export const equipmentHandlers: RequestHandler[] = [];
