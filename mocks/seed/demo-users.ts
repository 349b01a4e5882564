import type { MockEmployee } from './org';

/** Every access name the spec mentions (the administrator holds them all, in every district). */
export const ALL_ACCESS_NAMES = [
  'EVENT_EDIT',
  'EVENT_READ',
  'EVENT_SEARCH',
  'EVENT_DELETE',
  'EVENT_READ_STATION',
  'EVENT_READ_VEHICLEFAULT',
  'EVENT_EDIT_STATION',
  'EVENT_EDIT_VEHICLEFAULT',
  'EVENT_CREATE',
  'INFRA_INFO',
  'TRAIN_EDIT',
  'TRAIN_READ',
  'SIGNIN_OTHER',
  'SIGNIN_LIST',
  'DOC_TOREAD',
  'DOC_READ_ALL',
  'DOC_FOLLOWUP',
  'DOC_UPLOAD',
  'ROSTER_READ',
  'ROSTER_OWN',
  'STATION_VIEW_BO',
  'SPECIAL_OPS_ADMIN',
  'SPECIAL_OPS_VIEWER',
  'STATION_VIEW',
  'LOSTANDFOUND_ADMIN',
  'LOSTANDFOUND_USER',
  'MESSAGE_SEND',
  'MESSAGE_GROUP_ADMIN',
  'VEHICLE_CHECKLIST',
  'VEHICLE_CHECKLIST_ADMIN',
  'WORKSHOP_ADMIN',
  'PERSONNEL_FILE_ADMIN',
  'BETA_TESTER',
] as const;

export interface DemoUser {
  key: 'driver' | 'conductor' | 'dispatcher' | 'admin' | 'beta';
  /** Shown on the mock login view. */
  label: string;
  employee: MockEmployee;
  access: { name: string; districts: (number | '*')[] }[];
}

const base = {
  phones: { work: '46701234567', home: '', private: '' },
  email: '',
};

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'driver',
    label: 'Lokförare (Skåne)',
    employee: {
      ...base,
      userId: 'a1f3c2d4-0001-4000-a000-000000000001',
      userName: 'annlin',
      employeeNumber: '20001',
      firstName: 'Anna',
      lastName: 'Lindqvist',
      email: 'anna.lindqvist@tagbolaget.se',
      phones: { work: '46705550101', home: '', private: '46735550101' },
      title: 'Lokförare',
      roles: ['driver'],
      defaultDistrictId: 4,
      dutySiteIds: [100],
    },
    access: [
      { name: 'DOC_TOREAD', districts: [4] },
      { name: 'ROSTER_OWN', districts: [4] },
    ],
  },
  {
    key: 'conductor',
    label: 'Tågvärd (Östergötland)',
    employee: {
      ...base,
      userId: 'a1f3c2d4-0002-4000-a000-000000000002',
      userName: 'erinil',
      employeeNumber: '20002',
      firstName: 'Erik',
      lastName: 'Nilsson',
      email: 'erik.nilsson@tagbolaget.se',
      phones: { work: '46705550202', home: '4613555020', private: '' },
      title: 'Tågvärd',
      roles: ['conductor'],
      defaultDistrictId: 5,
      dutySiteIds: [],
    },
    access: [
      { name: 'DOC_TOREAD', districts: [5] },
      { name: 'ROSTER_OWN', districts: [5] },
    ],
  },
  {
    key: 'dispatcher',
    label: 'Trafikledare (Skåne, Östergötland, Kalmar–Kronoberg)',
    employee: {
      ...base,
      userId: 'a1f3c2d4-0003-4000-a000-000000000003',
      userName: 'karsjo',
      employeeNumber: '20003',
      firstName: 'Karin',
      lastName: 'Sjöberg',
      email: 'karin.sjoberg@tagbolaget.se',
      phones: { work: '46705550303', home: '', private: '' },
      title: 'Trafikledare',
      roles: ['dispatcher'],
      defaultDistrictId: 4,
      dutySiteIds: [102],
    },
    access: [
      { name: 'SIGNIN_LIST', districts: [4, 5, 17] },
      { name: 'SIGNIN_OTHER', districts: [4, 5, 17] },
      { name: 'ROSTER_READ', districts: [4, 5, 17] },
      { name: 'MESSAGE_SEND', districts: [4, 5, 17] },
      { name: 'EVENT_READ', districts: [4, 5, 17] },
      { name: 'TRAIN_EDIT', districts: [4, 5, 17] },
      { name: 'STATION_VIEW_BO', districts: [4] },
      { name: 'DOC_TOREAD', districts: [4] },
      { name: 'DOC_READ_ALL', districts: [4, 5, 17] },
    ],
  },
  {
    key: 'admin',
    label: 'Administratör (all behörighet)',
    employee: {
      ...base,
      userId: 'a1f3c2d4-0004-4000-a000-000000000004',
      userName: 'magek',
      employeeNumber: '20004',
      firstName: 'Magnus',
      lastName: 'Ek',
      email: 'magnus.ek@tagbolaget.se',
      title: 'Administratör',
      roles: ['useradmin'],
      defaultDistrictId: 4,
      dutySiteIds: [100],
    },
    access: ALL_ACCESS_NAMES.map((name) => ({
      name,
      districts: ['*'],
    })),
  },
  {
    key: 'beta',
    label: 'Betatestare (Skåne)',
    employee: {
      ...base,
      userId: 'a1f3c2d4-0005-4000-a000-000000000005',
      userName: 'saober',
      employeeNumber: '20005',
      firstName: 'Sara',
      lastName: 'Öberg',
      email: 'sara.oberg@tagbolaget.se',
      title: 'Tågmästare',
      roles: ['conductor'],
      defaultDistrictId: 4,
      dutySiteIds: [101],
    },
    access: [
      { name: 'BETA_TESTER', districts: ['*'] },
      { name: 'MESSAGE_SEND', districts: [4] },
      { name: 'DOC_TOREAD', districts: [4] },
    ],
  },
];

/** Token lifetime of the mock identity provider: 16 h (usable for 12 h, exp − 4 h). */
export const MOCK_TOKEN_LIFETIME_S = 16 * 60 * 60;

/** The claims the identity provider puts in a demo user's access token. */
export function demoClaims(user: DemoUser, nowMs = Date.now()): Record<string, unknown> {
  const now = Math.floor(nowMs / 1000);
  const e = user.employee;
  return {
    iss: 'personalportalen-mock-idp',
    aud: 'personalportalen',
    sub: e.userId,
    userId: e.userId,
    userName: e.userName,
    name: `${e.firstName} ${e.lastName}`,
    employeeNumber: e.employeeNumber,
    phoneNumber: e.phones.work,
    defaultDistrictId: e.defaultDistrictId,
    dutySiteId: e.dutySiteIds[0] ?? null,
    dutySites: e.dutySiteIds,
    role: e.roles.length === 1 ? e.roles[0] : e.roles,
    access: user.access,
    iat: now,
    nbf: now,
    exp: now + MOCK_TOKEN_LIFETIME_S,
  };
}
