import type { Random } from '../lib/random';
import {
  formatStockholm,
  isWeekendKey,
  NON_WORKDAY,
  wallTimeMs,
} from '../../src/lib/time/stockholm';
import type { MockEmployee } from './org';
import { encodeDutyId, type MockActivity, type MockDuty, type MockTripInfo } from './duties-model';

/** Train number ranges per district (Pågatåg/Öresundståg in Skåne, Östgötapendeln, Krösatåg …). */
const TRAIN_NUMBERS: Record<number, [first: number, count: number]> = {
  1: [2200, 600],
  2: [8700, 100],
  3: [7300, 200],
  4: [1000, 900],
  5: [8000, 300],
  17: [7600, 300],
};

const DAY_OFF_NAMES = ['Fridag', 'Semester', 'Komp'] as const;

export interface DayPlan {
  dateKey: string;
  districtId: number;
  /** Station signatures of the district, home depots first. */
  stations: readonly string[];
  /** The people on duty today, in order (demo users first). */
  crew: readonly MockEmployee[];
  count: number;
  /** Duties that started before this moment were checked in by then (seed realism). */
  seededAt: number;
  /** Demo users work Monday to Friday and are off at weekends. */
  demoNumbers: ReadonlySet<string>;
}

const stamp = (dateKey: string, minutes: number) =>
  formatStockholm(wallTimeMs(dateKey, minutes), "yyyy-MM-dd'T'HH:mm:ss");

function round5(n: number): number {
  return Math.round(n / 5) * 5;
}

function startMinute(random: Random): number {
  const bucket = random.next();
  if (bucket < 0.4) return round5(random.int(225, 420));
  if (bucket < 0.75) return round5(random.int(420, 840));
  return round5(random.int(840, 1290));
}

/**
 * Train numbers of a day: each trip its own number in the district's range (past the range, the
 * same numbers with a leading digit more), so that a number names one train.
 */
function trainNumbers(random: Random, districtId: number): () => string {
  const [first, span] = TRAIN_NUMBERS[districtId] ?? [9000 + (districtId % 10) * 100, 99];
  let seq = random.int(0, Math.floor(span / 3));
  return () => {
    const n = first + (seq % span) + 10_000 * Math.floor(seq / span);
    seq += 1;
    return String(n);
  };
}

interface Built {
  activities: MockActivity[];
  trips: MockTripInfo[];
  start: number;
  end: number;
  last: string;
}

function buildActivities(
  random: Random,
  plan: DayPlan,
  nextTrain: () => string,
  dutyName: string,
  start: number,
  plannedEnd: number,
): Built {
  const home = plan.stations[random.int(0, Math.min(1, plan.stations.length - 1))]!;
  const activities: MockActivity[] = [];
  const trips: MockTripInfo[] = [];
  let t = start;
  let at = home;
  const add = (description: string, minutes: number, to = at, trip = '') => {
    activities.push({
      block: dutyName,
      description,
      trip,
      positionStart: at,
      positionEnd: to,
      timeStart: t,
      timeEnd: t + minutes,
    });
    t += minutes;
    at = to;
  };
  add('ORDERLÄSNING', 10);
  add('KLARGÖRING', 15);
  let rested = false;
  while (t < plannedEnd - 40) {
    const others = plan.stations.filter((s) => s !== at);
    const to = others.length ? random.pick(others) : at;
    const minutes = Math.min(round5(random.int(25, 75)), plannedEnd - 15 - t);
    if (minutes < 15) break;
    const trip = nextTrain();
    trips.push({ trip, startStation: at, endStation: to, timeStart: t, timeEnd: t + minutes });
    add('TÅG', minutes, to, trip);
    if (!rested && t > start + (plannedEnd - start) * 0.45) {
      add('RAST', 30);
      rested = true;
    } else if (random.chance(0.5)) add('PLATTFORMSTID', round5(random.int(5, 15)));
    else add('GÅNGTID', round5(random.int(5, 10)));
  }
  add('TURAVSLUTNING', 10);
  return { activities, trips, start, end: t, last: at };
}

/** A conductor who works the same trains as a driver: the driver's day under another name. */
function shared(built: Built, dutyName: string): Built {
  return { ...built, activities: built.activities.map((a) => ({ ...a, block: dutyName })) };
}

const CONDUCTORS = new Set<MockEmployee['title']>(['Tågvärd', 'Tågmästare']);

/** One district's duties on one day, deterministic from `random`. */
export function generateDay(random: Random, plan: DayPlan): MockDuty[] {
  const weekend = isWeekendKey(plan.dateKey);
  const dayOffShare = Math.max(1, Math.round(plan.count * 0.03));
  const nextTrain = trainNumbers(random, plan.districtId);
  /** Drivers' days that no conductor shares yet (most trains have both on board). */
  const unpaired: Built[] = [];
  return Array.from({ length: plan.count }, (_, index): MockDuty => {
    const person = plan.crew[index % plan.crew.length]!;
    const dutyId = encodeDutyId(plan.dateKey, plan.districtId, index);
    const isDemo = plan.demoNumbers.has(person.employeeNumber);
    const dayOff = isDemo ? weekend : index >= plan.count - dayOffShare;
    if (dayOff) {
      return {
        dutyId,
        districtId: plan.districtId,
        dutyDate: plan.dateKey,
        dutyName: random.pick(DAY_OFF_NAMES),
        employeeNumber: person.employeeNumber,
        positionStart: plan.stations[0]!,
        positionEnd: plan.stations[0]!,
        timeStart: NON_WORKDAY.start,
        timeEnd: NON_WORKDAY.end,
        activities: [],
        trips: [],
        baseIn: null,
        baseOut: null,
      };
    }
    const dutyName = `${plan.stations[index % Math.min(3, plan.stations.length)]}${100 + index}`;
    let built: Built;
    if (CONDUCTORS.has(person.title) && unpaired.length > 0 && random.chance(0.8)) {
      built = shared(unpaired.shift()!, dutyName);
    } else {
      const start = startMinute(random);
      const end = start + round5(random.int(360, 570));
      built = buildActivities(random, plan, nextTrain, dutyName, start, end);
      if (person.title === 'Lokförare') unpaired.push(built);
    }
    const start = built.start;
    const startMs = wallTimeMs(plan.dateKey, start);
    const endMs = wallTimeMs(plan.dateKey, built.end);
    const checkedIn = startMs + 20 * 60_000 <= plan.seededAt && random.chance(0.94);
    const checkedOut = checkedIn && endMs + 10 * 60_000 <= plan.seededAt && random.chance(0.95);
    return {
      dutyId,
      districtId: plan.districtId,
      dutyDate: plan.dateKey,
      dutyName,
      employeeNumber: person.employeeNumber,
      positionStart: built.activities[0]!.positionStart,
      positionEnd: built.last,
      timeStart: start,
      timeEnd: built.end,
      activities: built.activities,
      trips: built.trips,
      baseIn: checkedIn ? stamp(plan.dateKey, start - random.int(0, 12)) : null,
      baseOut: checkedOut ? stamp(plan.dateKey, built.end + random.int(0, 15)) : null,
    };
  });
}
