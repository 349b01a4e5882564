import type { RedirectTool } from '@/lib/config';
import { portalAccess as a, any, type AccessAnyOf } from '../portal-access';

/** The redirect routes of spec 1 §2: each hands the browser to an external tool. */
export interface RedirectRoute {
  path: string;
  tool: RedirectTool;
  /** The browser tab title while it hands over (Commando the spec's, the others the tool's name). */
  title: string;
  /** Who may be sent there (the same rule as the tile); omitted: any signed-in user. */
  access?: AccessAnyOf;
}

export const REDIRECT_ROUTES: readonly RedirectRoute[] = [
  {
    path: '/events',
    tool: 'events',
    title: 'Trafikhändelser',
    access: any(a.events, a.eventCreate),
  },
  {
    path: '/traindsso',
    tool: 'traindsso',
    title: 'TrainD SSO',
    access: any(a.trafficControl, a.externalTrafficControl),
  },
  { path: '/traind', tool: 'traind', title: 'Trafikledning', access: any(a.trafficControl) },
  {
    path: '/externaltraind',
    tool: 'externaltraind',
    title: 'Trafikledning Extern',
    access: any(a.externalTrafficControl),
  },
  {
    path: '/trapeze',
    tool: 'trapeze',
    title: 'Personalplanering',
    access: any(a.personnelPlanning),
  },
  { path: '/betamessage', tool: 'betamessage', title: 'Trafikmeddelanden' },
  {
    path: '/lostandfound',
    tool: 'lostandfound',
    title: 'Hittegods',
    access: any(a.lostAndFoundAdmin, a.lostAndFoundUser),
  },
  {
    path: '/yellowvest',
    tool: 'yellowvest',
    title: 'Gulväst',
    access: any(a.yellowVestOps, a.yellowVestStation),
  },
  { path: '/commando', tool: 'commando', title: 'Commando', access: any(a.command) },
  { path: '/tempo', tool: 'tempo', title: 'Tempo', access: any(a.tempo) },
  { path: '/infrainfo', tool: 'infrainfo', title: 'Infra Info', access: any(a.infraInfo) },
  { path: '/multiview', tool: 'multiview', title: 'Multivy', access: any(a.multiview) },
  { path: '/staff2', tool: 'staff2', title: 'Bemanning', access: any(a.staff) },
  { path: '/staff2/duties', tool: 'staff2Duties', title: 'Tjänster', access: any(a.staff) },
  {
    path: '/staff2/calendar',
    tool: 'staff2Calendar',
    title: 'Kalender',
    access: any(a.staff, a.workday),
  },
  { path: '/report/kilometer', tool: 'reportKilometer', title: 'Kilometerrapport' },
  { path: '/ecase', tool: 'ecase', title: 'Ecase', access: any(a.ecase) },
  { path: '/workshop', tool: 'workshop', title: 'Verkstad', access: any(a.workshop) },
];

/** Districts whose traffic events live on the other host (spec: 7-12 and 14). */
export const EVENTS_ALT_DISTRICTS: readonly number[] = [7, 8, 9, 10, 11, 12, 14];
