import { range, type AccessRule } from '@/lib/auth/access';
import { staffAccess } from '@/features/staff/access';
import { workdayAccess } from '@/features/workday/access';

/**
 * The access rules of spec 1 §6 for the external tools' tiles and redirect routes (the features
 * declare theirs in their own `access.ts`). One declaration drives both the tile and the route
 * guard (CONTRACT: held in at least one of the districts).
 */
const EVENT_NAMES = [
  'EVENT_EDIT',
  'EVENT_READ',
  'EVENT_SEARCH',
  'EVENT_DELETE',
  'EVENT_READ_STATION',
  'EVENT_READ_VEHICLEFAULT',
  'EVENT_EDIT_STATION',
  'EVENT_EDIT_VEHICLEFAULT',
];
const MAIN = [...range(1, 5), 17, 19];
const COMMAND_DISTRICTS = [4, 5, 14, 17, 18, 19];

export const portalAccess = {
  events: { names: EVENT_NAMES, districts: [...range(1, 5), 10, 14, 17, 18, 19] },
  eventCreate: { names: ['EVENT_CREATE'], districts: [19] },
  infraInfo: { names: ['INFRA_INFO'], districts: range(1, 18) },
  trafficControl: { names: ['TRAIN_EDIT'], districts: [...range(1, 5), 17, 18, 19] },
  externalTrafficControl: { names: ['TRAIN_READ'], districts: [...range(1, 5), 17, 18, 19] },
  personnelPlanning: { names: ['SIGNIN_OTHER'], districts: MAIN },
  /** The staff2 redirect routes share the staff overview's declaration. */
  staff: staffAccess.any,
  /** …and the workday's (staff2/calendar). */
  workday: workdayAccess.own,
  command: { names: ['STATION_VIEW_BO'], districts: COMMAND_DISTRICTS },
  /** Tempo needs command access in the current district, which must be a command district. */
  tempo: { names: ['STATION_VIEW_BO'], districts: 'current', within: COMMAND_DISTRICTS },
  yellowVestOps: { names: ['SPECIAL_OPS_ADMIN', 'SPECIAL_OPS_VIEWER'], districts: [4, 17, 19] },
  yellowVestStation: { names: ['STATION_VIEW'], districts: [19] },
  lostAndFoundAdmin: { names: ['LOSTANDFOUND_ADMIN'], districts: [4, 17, 19] },
  lostAndFoundUser: { names: ['LOSTANDFOUND_USER'], districts: [19] },
  multiview: { names: ['VEHICLE_CHECKLIST'], districts: [4, 17, 19] },
  workshop: { names: ['WORKSHOP*'], districts: [10, 14] },
  ecase: { names: ['PERSONNEL_FILE_ADMIN'], districts: range(7, 15) },
  betaTester: { names: ['BETA_TESTER'] },
} satisfies Record<string, AccessRule>;

/** A tile or route may be opened with any one of these rules. */
export type AccessAnyOf = readonly AccessRule[];

export const any = (...rules: AccessRule[]): AccessAnyOf => rules;
