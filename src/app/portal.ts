import type { ExternalTile, PortalEntry } from '@/lib/pages';
import {
  commandoIcon,
  ecaseIcon,
  eventsIcon,
  externalControlIcon,
  infraIcon,
  lostAndFoundIcon,
  multiviewIcon,
  planningIcon,
  ssoIcon,
  tempoIcon,
  trafficControlIcon,
  workshopIcon,
  yellowVestIcon,
} from '@/lib/tile-icons';
import { vlsPages } from '@/features/vls/pages';
import { staffPages } from '@/features/staff/pages';
import { messagePages } from '@/features/message/pages';
import { equipmentPages } from '@/features/equipment/pages';
import { workdayPages } from '@/features/workday/pages';
import { incheckingPages } from '@/features/inchecking/pages';
import { groupAdminPages } from '@/features/groupadmin/pages';
import { connectionsPages } from '@/features/connections/pages';
import { REDIRECT_ROUTES } from './redirects/redirect-tools';
import { mePages } from './me/pages';
import { reportPages } from './report/pages';

/** The tile of an external tool, shown by the same declaration that guards its redirect route. */
function external(label: string, path: string, icon: string): ExternalTile {
  const route = REDIRECT_ROUTES.find((r) => r.path === path);
  if (!route?.access) throw new Error(`No guarded redirect route ${path}`);
  return { external: true, label, path, access: [route.access], icon };
}

/**
 * Every feature's page declaration (`src/features/<name>/pages.ts`) and every external tool's
 * tile, once, in the front page's order (spec 1 §2). The routes (`pageRoutes`), the tiles and
 * the shell's menu (`front-page/tiles.ts`) and the tab titles (`shell/tab-titles.ts`, with the
 * redirect routes' own) are all derived from this list: a new feature is one line here.
 */
export const PORTAL: readonly PortalEntry[] = [
  external('Infra Info', '/infrainfo', infraIcon),
  external('Trafikhändelser', '/events', eventsIcon),
  external('TrainD SSO', '/traindsso', ssoIcon),
  external('Trafikledning', '/traind', trafficControlIcon),
  external('Trafikledning Extern', '/externaltraind', externalControlIcon),
  external('Personalplanering', '/trapeze', planningIcon),
  vlsPages,
  staffPages,
  messagePages,
  external('Hittegods', '/lostandfound', lostAndFoundIcon),
  external('Gulväst', '/yellowvest', yellowVestIcon),
  external('Commando', '/commando', commandoIcon),
  external('Tempo', '/tempo', tempoIcon),
  equipmentPages,
  external('Verkstad', '/workshop', workshopIcon),
  external('Multivy', '/multiview', multiviewIcon),
  external('Ecase', '/ecase', ecaseIcon),
  workdayPages,
  // In the shell's menu only (no tile), in this order.
  incheckingPages,
  groupAdminPages,
  connectionsPages,
  reportPages,
  mePages,
];
