import { unexpectedAnswer } from '@/lib/api/api-error';
import {
  fault,
  readArray,
  readIdOr,
  readLabelAt,
  readNumberOr,
  readObjectAt,
  readTextAt,
  reader,
} from '@/lib/api/reader';
import { isNonWorkday } from '@/lib/time/stockholm';
import type { TripInfo } from './roster-schemas';
import { isNullDate } from './roster-schemas';

/**
 * A roster position (spec 1 §3: block, description, districtId, tripDate, workTitle, the
 * employee's name and number, tripsInfo), and what the staff overview and the position list work
 * out of it. The spec gives the position its times and stations in tripsInfo alone.
 */
export interface Position {
  /** Not in spec 1 §3: used when a server sends it as an id, else null (never required). */
  dutyId: number | null;
  block: string;
  description: string;
  districtId: number | null;
  /** yyyy-MM-dd, or null for the null date. */
  tripDate: string | null;
  workTitle: string;
  employee: PositionEmployee;
  tripsInfo: TripInfo[];
  /**
   * The duty's run from its trips: the earliest start and the latest end, in minutes from the
   * duty date's midnight (past midnight above 1440). Null without trips: no times are known.
   */
  timeStart: number | null;
  timeEnd: number | null;
  /** Where the earliest trip starts and the latest ends ('' without trips). */
  startStation: string;
  endStation: string;
  /**
   * Off that day. Spec 1 §3 gives a position no duty times: known only when a server sends them
   * as the non-workday's 0 and 2160 (the duty sign-in's mark), else false.
   */
  absent: boolean;
}

export interface PositionEmployee {
  name: string;
  employeeNumber: string;
}

type Path = readonly (string | number)[];

/** An id that may be missing (null); a value of another kind is refused (not required). */
const optionalIdAt = (v: unknown, at: Path, key: string): number | null =>
  v == null ? null : (readIdOr(v) ?? fault([...at, key]));

const dateKeyAt = (v: unknown, at: Path, key: string): string | null => {
  const s = readTextAt(v, at, key);
  return isNullDate(s) || !/^\d{4}-\d{2}-\d{2}/.test(s) ? null : s.slice(0, 10);
};

function readPosition(v: unknown, i: number): Position {
  const at = [i];
  const p = readObjectAt(v, at);
  const e = p.employee == null ? {} : readObjectAt(p.employee, at, 'employee');
  const list = p.tripsInfo == null ? [] : readArray(p.tripsInfo, [i, 'tripsInfo']);
  const tripsInfo = new Array<TripInfo>(list.length);
  let first: TripInfo | null = null;
  let last: TripInfo | null = null;
  for (let n = 0; n < list.length; n++) {
    const tripAt = [i, 'tripsInfo', n];
    const t = readObjectAt(list[n], tripAt);
    const trip: TripInfo = {
      trip: readLabelAt(t.trip, tripAt, 'trip'),
      startStation: readTextAt(t.startStation, tripAt, 'startStation'),
      endStation: readTextAt(t.endStation, tripAt, 'endStation'),
      // Minutes from midnight; what is not a number is 0 (as `numberOr(0)`).
      timeStart: readNumberOr(t.timeStart, 0),
      timeEnd: readNumberOr(t.timeEnd, 0),
    };
    tripsInfo[n] = trip;
    if (!first || trip.timeStart < first.timeStart) first = trip;
    if (!last || trip.timeEnd >= last.timeEnd) last = trip;
  }
  // Not in the spec: read only when both are plain numbers (a server's own duty times).
  const own = [p.timeStart, p.timeEnd];
  const absent =
    typeof own[0] === 'number' && typeof own[1] === 'number' && isNonWorkday(own[0], own[1]);
  return {
    dutyId: readIdOr(p.dutyId),
    block: readTextAt(p.block, at, 'block'),
    description: readTextAt(p.description, at, 'description'),
    districtId: optionalIdAt(p.districtId, at, 'districtId'),
    tripDate: dateKeyAt(p.tripDate, at, 'tripDate'),
    workTitle: readTextAt(p.workTitle, at, 'workTitle'),
    employee: {
      name: readTextAt(e.name, [i, 'employee'], 'name'),
      employeeNumber: readLabelAt(e.employeeNumber, [i, 'employee'], 'employeeNumber'),
    },
    tripsInfo,
    timeStart: first ? first.timeStart : null,
    timeEnd: last ? last.timeEnd : null,
    startStation: first?.startStation ?? '',
    endStation: last?.endStation ?? '',
    absent,
  };
}

/** The reader of a roster/position answer: a list of positions, the first fault with its path. */
export const positionsReader = reader((data): Position[] => {
  const items = readArray(data, []);
  const out = new Array<Position>(items.length);
  for (let i = 0; i < items.length; i++) out[i] = readPosition(items[i], i);
  return out;
});

/**
 * Validates and converts the roster/position answer at the boundary, by hand rather than with a
 * zod schema: a district can have 3,000 positions with 20,000 trips (issue 10). Only the spec's
 * fields are required; a field the spec does not give (dutyId, the duty's own times) is used when
 * it reads, and never refused. Phones, e-mail and duty site are not read here: spec 1 gives them
 * to the duty sign-in (`get-duty-contacts.ts`).
 */
export function readPositions(data: unknown, url: string): Position[] {
  const result = positionsReader['~standard'].validate(data);
  if (!result.issues) return result.value;
  throw unexpectedAnswer(url, data, result.issues[0]?.path.join('.'));
}
