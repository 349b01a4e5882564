import { createRandom } from '../lib/random';
import type { MockNamespace } from '../db/namespace';
import {
  dutySitesTable,
  employeesTable,
  homeAndPrivatePhones,
  mobile,
  type MockDutySite,
  type MockEmployee,
} from './org';
import { DEMO_USERS } from './demo-users';
import { FIRST_NAMES, LAST_NAMES } from './names';

/** Titles that work duties (trains and buses); dispatchers and administrators do not. */
const CREW_TITLES = new Set<MockEmployee['title']>([
  'Lokförare',
  'Tågvärd',
  'Tågmästare',
  'Bussförare',
]);

/**
 * Demo users who may open the workday calendar (ROSTER_OWN) work duties in their default
 * district whatever their title, so that each sees a realistic calendar (the administrator too).
 */
const DEMO_WITH_OWN_ROSTER = new Set(
  DEMO_USERS.filter((u) => u.access.some((a) => a.name === 'ROSTER_OWN')).map(
    (u) => u.employee.employeeNumber,
  ),
);

/**
 * Hired-in staff fill a district's duties when its own crew is too small for the day (many duties
 * per day at a large `dutiesPerDay`). They are derived from the namespace seed, so every
 * process sees the same people without storing them. Like the operator's own staff they have a
 * duty site of the district (a drivers' one or a conductors' one) and may have a home and a
 * private phone.
 */
export function extraEmployee(
  seed: string,
  districtId: number,
  index: number,
  sites: readonly MockDutySite[],
): MockEmployee {
  const random = createRandom(`${seed}:extra:${districtId}:${index}`);
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const title = random.pick(['Lokförare', 'Lokförare', 'Tågvärd', 'Tågmästare'] as const);
  const number = String(districtId * 100_000 + 50_000 + index);
  const site = siteFor(sites, districtId, title);
  const ascii = (s: string) =>
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
  return {
    userId: `extra-${number}`,
    userName: `${ascii(firstName).slice(0, 3)}${ascii(lastName).slice(0, 3)}${index}`,
    employeeNumber: number,
    firstName,
    lastName,
    email: `${ascii(firstName)}.${ascii(lastName)}.${number}@bemanning.se`,
    // The work phone first: its draws are those the hired-in staff had before the others.
    phones: { work: mobile(random), ...homeAndPrivatePhones(random) },
    title,
    roles: title === 'Lokförare' ? ['driver'] : ['conductor'],
    defaultDistrictId: districtId,
    dutySiteIds: site ? [site.id] : [],
  };
}

/** Where hired-in staff of a title report: the district's site for that work, or any of its sites. */
function siteFor(
  sites: readonly MockDutySite[],
  districtId: number,
  title: MockEmployee['title'],
): MockDutySite | undefined {
  const own = sites.filter((s) => s.districtId === districtId);
  const suffix = title === 'Lokförare' ? ' Lokförare' : ' Tågvärdar';
  return own.find((s) => s.name.endsWith(suffix)) ?? own[0];
}

/** The first `count` people of a district's duty pool: its own crew, then hired-in staff. */
export function crewOf(db: MockNamespace, districtId: number, count: number): MockEmployee[] {
  const own = db
    .get(employeesTable)
    .filter(
      (e) =>
        e.defaultDistrictId === districtId &&
        (CREW_TITLES.has(e.title) || DEMO_WITH_OWN_ROSTER.has(e.employeeNumber)),
    );
  const sites = db.get(dutySitesTable);
  const extras = Array.from({ length: Math.max(0, count - own.length) }, (_, i) =>
    extraEmployee(db.state.seed, districtId, i, sites),
  );
  return [...own, ...extras];
}

/** Finds anyone who can hold a duty: staff of the organisation or hired-in staff. */
export function findEmployee(db: MockNamespace, employeeNumber: string): MockEmployee | null {
  const own = db.get(employeesTable).find((e) => e.employeeNumber === employeeNumber);
  if (own) return own;
  const n = Number(employeeNumber);
  if (!Number.isInteger(n) || n < 150_000) return null;
  const districtId = Math.floor(n / 100_000);
  const index = n - districtId * 100_000 - 50_000;
  if (index < 0 || index >= 20_000 || districtId < 1 || districtId > 19) return null;
  return extraEmployee(db.state.seed, districtId, index, db.get(dutySitesTable));
}
