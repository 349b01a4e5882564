import { portalAccess as a, any, type AccessAnyOf } from '../portal-access';
import { REDIRECT_ROUTES } from '../redirects/redirect-tools';
import { incheckingAccess } from '@/features/inchecking/access';
import { groupAdminAccess } from '@/features/groupadmin/access';

/** The 19 tiles of spec 1 §2 (labels word for word), each with the access that shows it. */
export interface Tile {
  label: string;
  /** In-app route (external tools go through their redirect route). */
  path: string;
  access: AccessAnyOf;
}

/** A tile to an external tool is shown by the same declaration that guards its redirect route. */
function viaRedirect(label: string, path: string): Tile {
  const route = REDIRECT_ROUTES.find((r) => r.path === path);
  if (!route?.access) throw new Error(`No guarded redirect route ${path}`);
  return { label, path, access: route.access };
}

export const TILES: readonly Tile[] = [
  viaRedirect('Infra Info', '/infrainfo'),
  viaRedirect('Trafikhändelser', '/events'),
  viaRedirect('TrainD SSO', '/traindsso'),
  viaRedirect('Trafikledning', '/traind'),
  viaRedirect('Trafikledning Extern', '/externaltraind'),
  viaRedirect('Personalplanering', '/trapeze'),
  { label: 'Dokument', path: '/vls', access: any(a.documents) },
  { label: 'Bemanning', path: '/staffoverview', access: any(a.staff) },
  { label: 'Trafikmeddelanden', path: '/message', access: any(a.messages) },
  viaRedirect('Hittegods', '/lostandfound'),
  viaRedirect('Gulväst', '/yellowvest'),
  viaRedirect('Commando', '/commando'),
  viaRedirect('Tempo', '/tempo'),
  { label: 'Verify', path: '/equipmentRegister', access: any(a.verify) },
  viaRedirect('Verkstad', '/workshop'),
  viaRedirect('Multivy', '/multiview'),
  viaRedirect('Ecase', '/ecase'),
  { label: 'Positionslista', path: '/workday/positionlist', access: any(a.workday) },
  { label: 'Kalender', path: '/workday/calendar', access: any(a.workday) },
];

/** Trafikmeddelanden goes to the beta app when chosen and the user is a beta tester. */
export function messageTilePath(chosenBeta: boolean, isBetaTester: boolean): string {
  return chosenBeta && isBetaTester ? '/betamessage' : '/message';
}

/** A view inside the portal for the shell's navigation; `access: null`: every signed-in user. */
export interface PortalView {
  label: string;
  path: string;
  access: AccessAnyOf | null;
}

const isRedirect = (path: string) => REDIRECT_ROUTES.some((r) => r.path === path);

/**
 * The shell's navigation: every in-portal tile (the same declarations, so the same access), then
 * the in-portal views that have no tile of their own. External tools stay on the front page.
 */
export const PORTAL_VIEWS: readonly PortalView[] = [
  ...TILES.filter((tile) => !isRedirect(tile.path)),
  { label: 'Incheckning', path: '/inchecking', access: any(incheckingAccess) },
  { label: 'Mottagargrupper', path: '/message/groupadmin', access: any(groupAdminAccess.admin) },
  { label: 'Avgångar', path: '/connections', access: null },
  { label: 'Rapporter', path: '/report', access: null },
];
