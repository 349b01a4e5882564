import type { RequestHandler } from 'msw';
import { staffSigninHandlers } from './staff-signin';
import { staffRosterHandlers } from './staff-roster';
import { staffCalendarHandlers } from './staff-calendar';
import { flowHttpHandlers } from '../hub/http-handlers';

/**
 * The staff host (`/mock/staff`): check-in (overview/dutysignins, signin/checkin, signin/checkout)
 * and roster/duty look-ups (roster/calendar, roster/position, roster/trip, duty). Also the flow
 * hub's HTTP side (`/mock/flow/flowhub/negotiate`, `/mock/flow/__control`), which pushes every
 * check-in change to the district's channel.
 */
export const staffHandlers: RequestHandler[] = [
  ...staffSigninHandlers,
  ...staffRosterHandlers,
  ...staffCalendarHandlers,
  ...flowHttpHandlers,
];
