import type { RequestHandler } from 'msw';

export const documentsHandlers: RequestHandler[] = [];
