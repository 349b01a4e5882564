import { defineTable } from '../db/table';
import type { MockNamespace } from '../db/namespace';
import { createRandom } from '../lib/random';
import { addDaysToKey, isWeekendKey } from '../../src/lib/time/stockholm';
import { DISTRICTS, stationsTable } from './org';
import { ALLOWED_DISTRICT_IDS } from '../../src/lib/resources/org/allowed-districts';
import { DEMO_USERS } from './demo-users';
import { crewOf } from './duties-staff';
import { generateDay } from './duties-generate';
import { dayNumber, decodeDutyId, type MockDuty, type SigninChange } from './duties-model';

export * from './duties-model';

/**
 * Duties of the staff host. A district's duties of a day are derived from the namespace seed on
 * first use (every day from 21 days before to 21 days after the namespace's today, in the active
 * districts: enough for the workday calendar's current week with two weeks either side) and kept in a small in-memory cache; what users change (check-in and check-out) is
 * the namespace's state, in the `dutySignins` table, with a monotonic update id per change
 * (its rules: mocks/rules/signin.ts).
 */
export interface DutySigninState {
  /** The moment the namespace was seeded: duties that began before it were checked in then. */
  seededAt: number;
  lastUpdateId: number;
  nextCheckInId: number;
  /** Check-in state changes by duty id. */
  changes: Record<string, SigninChange>;
}

export const dutySigninsTable = defineTable<DutySigninState>('dutySignins', () => ({
  seededAt: Date.now(),
  lastUpdateId: 0,
  nextCheckInId: 700_000,
  changes: {},
}));

export const DUTY_RANGE_DAYS = 21;
const CACHE_SIZE = 64;
const cache = new Map<string, MockDuty[]>();
const DEMO_NUMBERS = new Set(DEMO_USERS.map((u) => u.employee.employeeNumber));

/** Every district the seed knows has duties; the active ones (most traffic) have the most. */
export function isDutyDistrict(districtId: number): boolean {
  return DISTRICTS.some((d) => d.id === districtId);
}

/** The portal's districts: where most of the demo traffic runs (and staff are placed). */
const isActive = (districtId: number) => ALLOWED_DISTRICT_IDS.includes(districtId);

export function inDutyRange(db: MockNamespace, dateKey: string): boolean {
  const offset = dayNumber(dateKey) - dayNumber(db.state.today);
  return Math.abs(offset) <= DUTY_RANGE_DAYS;
}

/** How many duty sign-ins a district has on a day (`controls.dutiesPerDay` overrides). */
export function dutyCount(db: MockNamespace, districtId: number, dateKey: string): number {
  const fixed = db.controls.dutiesPerDay;
  if (fixed) return Math.min(fixed, 19_999);
  const [low, high] = isActive(districtId) ? [70, 110] : [15, 35];
  const base = createRandom(`${db.state.seed}:dutybase:${districtId}`).int(low, high);
  const day = createRandom(`${db.state.seed}:dutycount:${districtId}:${dateKey}`);
  return isWeekendKey(dateKey) ? Math.round(base * 0.65) : base + day.int(-6, 6);
}

/** A district's duties on a day (empty outside the seeded range and the active districts). */
export function dutiesOn(db: MockNamespace, districtId: number, dateKey: string): MockDuty[] {
  if (!isDutyDistrict(districtId) || !inDutyRange(db, dateKey)) return [];
  const state = db.get(dutySigninsTable);
  const c = db.controls;
  const key = `${db.state.seed}|${c.scale}|${c.dutiesPerDay}|${state.seededAt}|${districtId}|${dateKey}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const random = createRandom(`${db.state.seed}:duties:${districtId}:${dateKey}`);
  const count = dutyCount(db, districtId, dateKey);
  const pool = crewOf(db, districtId, Math.ceil(count * 1.25));
  const weekday = !isWeekendKey(dateKey);
  const demo = pool.filter((e) => DEMO_NUMBERS.has(e.employeeNumber));
  const others = random.shuffle(pool.filter((e) => !DEMO_NUMBERS.has(e.employeeNumber)));
  const crew = weekday ? [...demo, ...others] : [...others.slice(0, count - demo.length), ...demo];
  const stations = db
    .get(stationsTable)
    .filter((s) => s.districtId === districtId)
    .map((s) => s.signature);
  const duties = generateDay(random, {
    dateKey,
    districtId,
    stations,
    crew: crew.slice(0, count),
    count,
    seededAt: state.seededAt,
    demoNumbers: DEMO_NUMBERS,
  });
  cache.set(key, duties);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return duties;
}

export function findDuty(db: MockNamespace, dutyId: number): MockDuty | null {
  const where = decodeDutyId(dutyId);
  if (!where) return null;
  const duty = dutiesOn(db, where.districtId, where.dateKey)[where.index];
  return duty?.dutyId === dutyId ? duty : null;
}

/** Every seeded date key, oldest first. */
export function dutyDates(db: MockNamespace): string[] {
  return Array.from({ length: DUTY_RANGE_DAYS * 2 + 1 }, (_, i) =>
    addDaysToKey(db.state.today, i - DUTY_RANGE_DAYS),
  );
}
