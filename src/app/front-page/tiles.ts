import { portalAccess as a, any, type AccessAnyOf } from '../portal-access';

/** The 19 tiles of spec 1 §2 (labels word for word), each with the access that shows it. */
export interface Tile {
  label: string;
  /** In-app route (external tools go through their redirect route). */
  path: string;
  access: AccessAnyOf;
}

export const TILES: readonly Tile[] = [
  { label: 'Infra Info', path: '/infrainfo', access: any(a.infraInfo) },
  { label: 'Trafikhändelser', path: '/events', access: any(a.events, a.eventCreate) },
  {
    label: 'TrainD SSO',
    path: '/traindsso',
    access: any(a.trafficControl, a.externalTrafficControl),
  },
  { label: 'Trafikledning', path: '/traind', access: any(a.trafficControl) },
  { label: 'Trafikledning Extern', path: '/externaltraind', access: any(a.externalTrafficControl) },
  { label: 'Personalplanering', path: '/trapeze', access: any(a.personnelPlanning) },
  { label: 'Dokument', path: '/vls', access: any(a.documents) },
  { label: 'Bemanning', path: '/staffoverview', access: any(a.staff) },
  { label: 'Trafikmeddelanden', path: '/message', access: any(a.messages) },
  {
    label: 'Hittegods',
    path: '/lostandfound',
    access: any(a.lostAndFoundAdmin, a.lostAndFoundUser),
  },
  { label: 'Gulväst', path: '/yellowvest', access: any(a.yellowVestOps, a.yellowVestStation) },
  { label: 'Commando', path: '/commando', access: any(a.command) },
  { label: 'Tempo', path: '/tempo', access: any(a.tempo) },
  { label: 'Verify', path: '/equipmentRegister', access: any(a.verify) },
  { label: 'Verkstad', path: '/workshop', access: any(a.workshop) },
  { label: 'Multivy', path: '/multiview', access: any(a.multiview) },
  { label: 'Ecase', path: '/ecase', access: any(a.ecase) },
  { label: 'Positionslista', path: '/workday/positionlist', access: any(a.workday) },
  { label: 'Kalender', path: '/workday/calendar', access: any(a.workday) },
];

/** Trafikmeddelanden goes to the beta app when chosen and the user is a beta tester. */
export function messageTilePath(chosenBeta: boolean, isBetaTester: boolean): string {
  return chosenBeta && isBetaTester ? '/betamessage' : '/message';
}
