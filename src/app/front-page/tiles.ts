import { portalAccess as a, any, type AccessAnyOf } from '../portal-access';
import { REDIRECT_ROUTES } from '../redirects/redirect-tools';

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
