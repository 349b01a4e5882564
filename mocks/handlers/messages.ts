import type { RequestHandler } from 'msw';

export const messagesHandlers: RequestHandler[] = [];
