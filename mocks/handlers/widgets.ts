import type { RequestHandler } from 'msw';

export const widgetsHandlers: RequestHandler[] = [];
