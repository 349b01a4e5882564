import type { RequestHandler } from 'msw';
import { chaosHandler, controlHandlers } from './control';
import { idpHandlers } from './idp';
import { orgHandlers } from './org';
import { documentsHandlers } from './documents';
import { staffHandlers } from './staff';
import { messagesHandlers } from './messages';
import { recipientGroupsHandlers } from './recipient-groups';
import { equipmentHandlers } from './equipment';
import { connectionsHandlers } from './connections';
import { widgetsHandlers } from './widgets';
import { notFoundHandler } from './not-found';

/** Every handler of the mock backend, in the order MSW tries them (chaos first, 404 last). */
export const handlers: RequestHandler[] = [
  ...controlHandlers,
  chaosHandler,
  ...idpHandlers,
  ...orgHandlers,
  ...documentsHandlers,
  ...staffHandlers,
  ...messagesHandlers,
  ...recipientGroupsHandlers,
  ...equipmentHandlers,
  ...connectionsHandlers,
  ...widgetsHandlers,
  notFoundHandler,
];
