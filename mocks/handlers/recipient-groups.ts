import type { RequestHandler } from 'msw';

export const recipientGroupsHandlers: RequestHandler[] = [];
