import type { RedirectTool } from '@/lib/config';
import { portalAccess as a, any, type AccessAnyOf } from '../portal-access';

/** The redirect routes of spec 1 §2: each hands the browser to an external tool. */
export interface RedirectRoute {
  path: string;
  tool: RedirectTool;
  /** Who may be sent there (the same rule as the tile); omitted: any signed-in user. */
  access?: AccessAnyOf;
}

export const REDIRECT_ROUTES: readonly RedirectRoute[] = [
  { path: '/events', tool: 'events', access: any(a.events, a.eventCreate) },
  {
    path: '/traindsso',
    tool: 'traindsso',
    access: any(a.trafficControl, a.externalTrafficControl),
  },
  { path: '/traind', tool: 'traind', access: any(a.trafficControl) },
  { path: '/externaltraind', tool: 'externaltraind', access: any(a.externalTrafficControl) },
  { path: '/trapeze', tool: 'trapeze', access: any(a.personnelPlanning) },
  { path: '/betamessage', tool: 'betamessage' },
  {
    path: '/lostandfound',
    tool: 'lostandfound',
    access: any(a.lostAndFoundAdmin, a.lostAndFoundUser),
  },
  { path: '/yellowvest', tool: 'yellowvest', access: any(a.yellowVestOps, a.yellowVestStation) },
  { path: '/commando', tool: 'commando', access: any(a.command) },
  { path: '/tempo', tool: 'tempo', access: any(a.tempo) },
  { path: '/infrainfo', tool: 'infrainfo', access: any(a.infraInfo) },
  { path: '/multiview', tool: 'multiview', access: any(a.multiview) },
  { path: '/staff2', tool: 'staff2', access: any(a.staff) },
  { path: '/staff2/duties', tool: 'staff2Duties', access: any(a.staff) },
  { path: '/staff2/calendar', tool: 'staff2Calendar', access: any(a.staff, a.workday) },
  { path: '/report/kilometer', tool: 'reportKilometer' },
  { path: '/ecase', tool: 'ecase', access: any(a.ecase) },
  { path: '/workshop', tool: 'workshop', access: any(a.workshop) },
];

/** Districts whose traffic events live on the other host (spec: 7-12 and 14). */
export const EVENTS_ALT_DISTRICTS: readonly number[] = [7, 8, 9, 10, 11, 12, 14];
