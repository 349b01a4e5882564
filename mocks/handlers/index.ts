import type { RequestHandler } from 'msw';
import { chaosHandler, controlHandlers } from './control';
import { idpHandlers } from './idp';
import { orgHandlers } from './org';

/** Every handler of the mock backend, in the order MSW tries them (chaos first). */
export const handlers: RequestHandler[] = [
  ...controlHandlers,
  chaosHandler,
  ...idpHandlers,
  ...orgHandlers,
];
