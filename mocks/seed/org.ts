import { defineTable } from '../db/table';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { DEMO_USERS } from './demo-users';
import { ALLOWED_DISTRICT_IDS } from '../../src/lib/resources/org/allowed-districts';

/**
 * Districts, stations, duty sites and staff: the organisation every other table refers to.
 * Over 250 lines because it is data (the seeded districts and stations) beside the few lines
 * that build the tables from it; split, the tables and their data would be read apart.
 */

export interface MockDistrict {
  id: number;
  name: string;
  shortName: string;
  code: string;
  divisionId: number;
}

export interface MockStation {
  /** Station signature, e.g. M for Malmö C. */
  signature: string;
  name: string;
  districtId: number;
  latitude: number;
  longitude: number;
  /** Stop id in the public transport register. */
  samStopId: number;
}

export interface MockDutySite {
  id: number;
  name: string;
  districtId: number;
}

export interface MockEmployee {
  /** User id in the identity system (a GUID-like string). */
  userId: string;
  userName: string;
  employeeNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phones: { work: string; home: string; private: string };
  title: 'Lokförare' | 'Tågvärd' | 'Tågmästare' | 'Bussförare' | 'Trafikledare' | 'Administratör';
  roles: string[];
  defaultDistrictId: number;
  dutySiteIds: number[];
}

export const DISTRICTS: readonly MockDistrict[] = [
  { id: 1, name: 'Stockholm', shortName: 'STH', code: 'AB', divisionId: 1 },
  { id: 2, name: 'Uppsala', shortName: 'UPP', code: 'C', divisionId: 1 },
  { id: 3, name: 'Mälardalen', shortName: 'MÄL', code: 'D', divisionId: 1 },
  { id: 4, name: 'Skåne', shortName: 'SKÅ', code: 'M', divisionId: 2 },
  { id: 5, name: 'Östergötland', shortName: 'ÖST', code: 'E', divisionId: 2 },
  { id: 6, name: 'Jönköping', shortName: 'JÖN', code: 'F', divisionId: 2 },
  { id: 7, name: 'Gävleborg', shortName: 'GÄV', code: 'X', divisionId: 3 },
  { id: 8, name: 'Dalarna', shortName: 'DAL', code: 'W', divisionId: 3 },
  { id: 9, name: 'Värmland', shortName: 'VÄR', code: 'S', divisionId: 3 },
  { id: 10, name: 'Västmanland', shortName: 'VÄS', code: 'U', divisionId: 3 },
  { id: 11, name: 'Västernorrland', shortName: 'VNL', code: 'Y', divisionId: 4 },
  { id: 12, name: 'Jämtland', shortName: 'JÄM', code: 'Z', divisionId: 4 },
  { id: 13, name: 'Halland', shortName: 'HAL', code: 'N', divisionId: 2 },
  { id: 14, name: 'Norrbotten', shortName: 'NBO', code: 'BD', divisionId: 4 },
  { id: 15, name: 'Västerbotten', shortName: 'VBO', code: 'AC', divisionId: 4 },
  { id: 16, name: 'Blekinge', shortName: 'BLE', code: 'K', divisionId: 2 },
  { id: 17, name: 'Kalmar–Kronoberg', shortName: 'KAK', code: 'H', divisionId: 2 },
  { id: 18, name: 'Örebro', shortName: 'ÖRE', code: 'T', divisionId: 3 },
  { id: 19, name: 'Västra Götaland', shortName: 'VGR', code: 'O', divisionId: 5 },
];

type StationRow = [signature: string, name: string, lat: number, lon: number];

const STATION_ROWS: Record<number, StationRow[]> = {
  1: [
    ['CST', 'Stockholm C', 59.3303, 18.0588],
    ['SÖD', 'Södertälje syd', 59.1628, 17.6464],
    ['FLB', 'Flemingsberg', 59.2186, 17.9466],
  ],
  2: [
    ['U', 'Uppsala C', 59.8586, 17.6456],
    ['KN', 'Knivsta', 59.7257, 17.7867],
    ['MRT', 'Märsta', 59.6271, 17.8561],
  ],
  3: [
    ['VÅ', 'Västerås C', 59.6081, 16.5498],
    ['ESK', 'Eskilstuna C', 59.3695, 16.5078],
    ['KÖ', 'Köping', 59.5144, 15.9928],
  ],
  4: [
    ['M', 'Malmö C', 55.6095, 13.0002],
    ['HB', 'Helsingborg C', 56.0437, 12.6955],
    ['HM', 'Hässleholm C', 56.1587, 13.7643],
    ['LU', 'Lund C', 55.7054, 13.1868],
    ['CR', 'Kristianstad C', 56.0316, 14.1533],
    ['Y', 'Ystad', 55.4288, 13.8235],
    ['TB', 'Trelleborg C', 55.376, 13.1571],
    ['LKR', 'Landskrona', 55.8786, 12.8495],
    ['ÄL', 'Eslöv', 55.8387, 13.3034],
    ['HÖ', 'Höör', 55.9362, 13.5436],
    ['SIM', 'Simrishamn', 55.5565, 14.3504],
    ['ÄH', 'Ängelholm', 56.2446, 12.8615],
  ],
  5: [
    ['MY', 'Mjölby', 58.3246, 15.1305],
    ['NR', 'Norrköping C', 58.5961, 16.1844],
    ['LP', 'Linköping C', 58.4163, 15.6256],
    ['MOT', 'Motala C', 58.5384, 15.0339],
    ['TS', 'Tranås', 58.0372, 14.9816],
    ['KMS', 'Kimstad', 58.5481, 15.9683],
  ],
  6: [
    ['JÖ', 'Jönköping C', 57.7846, 14.1628],
    ['N', 'Nässjö C', 57.6531, 14.6946],
    ['VN', 'Värnamo', 57.1846, 14.0403],
  ],
  7: [
    ['GV', 'Gävle C', 60.6746, 17.1496],
    ['SDV', 'Sandviken', 60.6187, 16.7757],
  ],
  8: [
    ['FLN', 'Falun C', 60.6036, 15.6372],
    ['BLG', 'Borlänge C', 60.4862, 15.4347],
  ],
  9: [
    ['KS', 'Karlstad C', 59.3781, 13.4988],
    ['KIL', 'Kil', 59.5036, 13.3196],
  ],
  10: [
    ['SA', 'Sala', 59.9205, 16.6058],
    ['FG', 'Fagersta C', 60.0044, 15.7939],
  ],
  11: [
    ['SUC', 'Sundsvall C', 62.3868, 17.3156],
    ['HRS', 'Härnösand C', 62.6346, 17.9398],
  ],
  12: [
    ['Ö', 'Östersund C', 63.1712, 14.6357],
    ['ÅRE', 'Åre', 63.3986, 13.0812],
  ],
  13: [
    ['HD', 'Halmstad C', 56.6697, 12.8654],
    ['VB', 'Varberg', 57.1086, 12.2477],
  ],
  14: [
    ['BDN', 'Boden C', 65.8246, 21.6921],
    ['LÅ', 'Luleå C', 65.5849, 22.1661],
  ],
  15: [
    ['UMC', 'Umeå C', 63.8295, 20.2662],
    ['SKE', 'Skellefteå', 64.7507, 20.9528],
  ],
  16: [
    ['KRN', 'Karlskrona C', 56.1663, 15.5934],
    ['RN', 'Ronneby', 56.2109, 15.2762],
  ],
  17: [
    ['KAC', 'Kalmar C', 56.6616, 16.357],
    ['VÖ', 'Växjö', 56.8777, 14.8091],
    ['AV', 'Alvesta', 56.899, 14.556],
    ['EMB', 'Emmaboda', 56.6297, 15.5368],
    ['NYB', 'Nybro', 56.744, 15.9077],
    ['LEN', 'Lessebo', 56.7515, 15.27],
  ],
  18: [
    ['ÖR', 'Örebro C', 59.2795, 15.2115],
    ['HPBG', 'Hallsberg', 59.0662, 15.1095],
  ],
  19: [
    ['G', 'Göteborg C', 57.7089, 11.9732],
    ['BS', 'Borås C', 57.7209, 12.9401],
    ['TRH', 'Trollhättan C', 58.2836, 12.2875],
    ['A', 'Alingsås', 57.9296, 12.533],
  ],
};

/** Roles of the identity system (auth host), offered e.g. as group recipients. */
export const ROLES = [
  { ID: 1, Name: 'Driver' },
  { ID: 2, Name: 'Conductor' },
  { ID: 3, Name: 'Traffic Message Recipient External' },
  { ID: 4, Name: 'Testgrupp' },
  { ID: 5, Name: 'Dispatcher' },
  { ID: 6, Name: 'Useradmin' },
];

export const districtsTable = defineTable<MockDistrict[]>('districts', () =>
  DISTRICTS.map((d) => ({ ...d })),
);

export const stationsTable = defineTable<MockStation[]>('stations', () =>
  Object.entries(STATION_ROWS).flatMap(([districtId, rows], i) =>
    rows.map(([signature, name, latitude, longitude], j) => ({
      signature,
      name,
      districtId: Number(districtId),
      latitude,
      longitude,
      samStopId: 740000000 + (i + 1) * 100 + j,
    })),
  ),
);

const SITE_SUFFIXES = ['Lokförare', 'Tågvärdar', 'Trafikledning', 'Bussdepå'];

export const dutySitesTable = defineTable<MockDutySite[]>('dutySites', (ctx) => {
  let id = 100;
  return ctx.get(stationsTable).flatMap((station, index) => {
    // The first two stations of each district are home depots with several duty sites.
    const first = ctx.get(stationsTable).findIndex((s) => s.districtId === station.districtId);
    if (index - first > 1) return [];
    return SITE_SUFFIXES.slice(0, index === first ? 4 : 2).map((suffix) => ({
      id: id++,
      name: `${station.name.replace(/ C$/, '')} ${suffix}`,
      districtId: station.districtId,
    }));
  });
});

const TITLE_ROLES: Record<MockEmployee['title'], string[]> = {
  Lokförare: ['driver'],
  Tågvärd: ['conductor'],
  Tågmästare: ['conductor'],
  Bussförare: ['driver', 'bus'],
  Trafikledare: ['dispatcher'],
  Administratör: ['useradmin'],
};

/** A mobile number (467…, as the staff host gives them). */
export function mobile(random: { int(a: number, b: number): number }, prefix = '07'): string {
  return `46${prefix.slice(1)}${random.int(0, 9)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
}

function guid(random: { int(a: number, b: number): number }): string {
  const hex = (n: number) =>
    Array.from({ length: n }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

/** A home phone for about 30 % of staff, a private one for about half. */
export function homeAndPrivatePhones(random: {
  int(a: number, b: number): number;
  chance(p: number): boolean;
}): { home: string; private: string } {
  return {
    home: random.chance(0.3) ? `4640${String(random.int(100000, 999999))}` : '',
    private: random.chance(0.5) ? mobile(random) : '',
  };
}

/** About 300 employees (more with a larger data scale), spread over the active districts. */
export const employeesTable = defineTable<MockEmployee[]>('employees', (ctx) => {
  const { random } = ctx;
  const sites = ctx.get(dutySitesTable);
  const count = Math.round(300 * Math.max(1, ctx.controls.scale));
  const titles: MockEmployee['title'][] = [
    'Lokförare',
    'Lokförare',
    'Lokförare',
    'Tågvärd',
    'Tågvärd',
    'Tågmästare',
    'Bussförare',
    'Bussförare',
    'Trafikledare',
    'Administratör',
  ];
  const used = new Set<string>(DEMO_USERS.map((u) => u.employee.userName));
  const generated = Array.from({ length: count }, (_, i): MockEmployee => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const title = random.pick(titles);
    const districtId =
      i < count * 0.9 ? ALLOWED_DISTRICT_IDS[i % ALLOWED_DISTRICT_IDS.length]! : random.int(6, 19);
    const districtSites = sites.filter((s) => s.districtId === districtId);
    const site = districtSites.length ? random.pick(districtSites) : undefined;
    let userName = `${firstName.slice(0, 3)}${lastName.slice(0, 3)}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    while (used.has(userName)) userName += random.int(0, 9);
    used.add(userName);
    const ascii = (s: string) =>
      s
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '');
    return {
      userId: guid(random),
      userName,
      employeeNumber: String(10_000 + i * 7 + random.int(0, 6)),
      firstName,
      lastName,
      email: `${ascii(firstName)}.${ascii(lastName)}${i}@tagbolaget.se`,
      phones: { work: mobile(random), ...homeAndPrivatePhones(random) },
      title,
      roles: TITLE_ROLES[title],
      defaultDistrictId: districtId,
      dutySiteIds: site ? [site.id] : [],
    };
  });
  // The demo users of the login view are staff like everyone else.
  return [...DEMO_USERS.map((u) => ({ ...u.employee })), ...generated];
});

export function employeeName(e: Pick<MockEmployee, 'firstName' | 'lastName'>): string {
  return `${e.firstName} ${e.lastName}`;
}
