import { InvalidResponseError } from '@/lib/api/api-error';
import type { Phones, TripInfo } from './roster-schemas';
import { isNullDate } from './roster-schemas';

/** A roster position (spec 1 §3): who works which block of the day, with its trips. */
export interface Position {
  dutyId: number | null;
  block: string;
  description: string;
  districtId: number | null;
  /** yyyy-MM-dd, or null for the null date. */
  tripDate: string | null;
  workTitle: string;
  employee: PositionEmployee;
  timeStart: number;
  timeEnd: number;
  /** Station signatures and names of the duty's start and end. */
  positionStart: string;
  positionEnd: string;
  startStation: string;
  endStation: string;
  tripsInfo: TripInfo[];
}

export interface PositionEmployee {
  name: string;
  employeeNumber: string;
  title: string;
  email: string;
  phones: Phones;
  dutySiteId: number | null;
  dutySiteName: string;
}

class Malformed extends Error {}
type Obj = Record<string, unknown>;

const fail = (path: string): never => {
  throw new Malformed(path);
};
const obj = (v: unknown, path: string): Obj | null =>
  v == null ? null : typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : fail(path);
/** Text that may be missing ('' then). */
const text = (v: unknown, path: string): string =>
  v == null ? '' : typeof v === 'string' ? v : fail(path);
/** A number or text shown as text (train and employee numbers). */
const label = (v: unknown, path: string): string =>
  v == null ? '' : typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fail(path);
/** An id that may be missing (null), sent as a number or numeric text. */
const optionalId = (v: unknown, path: string): number | null =>
  v == null
    ? null
    : typeof v === 'number'
      ? v
      : typeof v === 'string' && /^-?\d+$/.test(v)
        ? Number(v)
        : fail(path);
/** Minutes from midnight; anything that is not a number is 0 (as `numberOr(0)`). */
const minutes = (v: unknown): number => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const dateKey = (v: unknown, path: string): string | null => {
  const s = v == null ? null : typeof v === 'string' ? v : fail(path);
  return isNullDate(s) || !/^\d{4}-\d{2}-\d{2}/.test(s!) ? null : s!.slice(0, 10);
};

function trips(v: unknown): TripInfo[] {
  if (v == null) return [];
  if (!Array.isArray(v)) return fail('tripsInfo');
  const out = new Array<TripInfo>(v.length);
  for (let i = 0; i < v.length; i++) {
    const t = obj(v[i], 'tripsInfo') ?? fail('tripsInfo');
    out[i] = {
      trip: label(t.trip, 'tripsInfo.trip'),
      startStation: text(t.startStation, 'tripsInfo.startStation'),
      endStation: text(t.endStation, 'tripsInfo.endStation'),
      timeStart: minutes(t.timeStart),
      timeEnd: minutes(t.timeEnd),
    };
  }
  return out;
}

function employee(v: unknown): PositionEmployee {
  const e = obj(v, 'employee');
  const p = obj(e?.phones, 'employee.phones');
  return {
    name: text(e?.name, 'employee.name'),
    employeeNumber: label(e?.employeeNumber, 'employee.employeeNumber'),
    title: text(e?.title, 'employee.title'),
    email: text(e?.email, 'employee.email'),
    phones: {
      work: text(p?.work, 'employee.phones.work'),
      home: text(p?.home, 'employee.phones.home'),
      private: text(p?.private, 'employee.phones.private'),
    },
    dutySiteId: optionalId(e?.dutySiteId, 'employee.dutySiteId'),
    dutySiteName: text(e?.dutySiteName, 'employee.dutySiteName'),
  };
}

function position(v: unknown): Position {
  const p = obj(v, '') ?? fail('');
  return {
    dutyId: optionalId(p.dutyId, 'dutyId'),
    block: text(p.block, 'block'),
    description: text(p.description, 'description'),
    districtId: optionalId(p.districtId, 'districtId'),
    tripDate: dateKey(p.tripDate, 'tripDate'),
    workTitle: text(p.workTitle, 'workTitle'),
    employee: employee(p.employee),
    timeStart: minutes(p.timeStart),
    timeEnd: minutes(p.timeEnd),
    positionStart: text(p.positionStart, 'positionStart'),
    positionEnd: text(p.positionEnd, 'positionEnd'),
    startStation: text(p.startStation, 'startStation'),
    endStation: text(p.endStation, 'endStation'),
    tripsInfo: trips(p.tripsInfo),
  };
}

/**
 * Validates and converts the roster/position answer at the boundary. Written by hand instead of
 * a zod schema: a district can have 3,000 positions with 20,000 trips, and the schema's
 * pipes and transforms took most of the 100 ms the list has from answer to screen (issue 10).
 * The rules are those of `@/lib/api/schemas` (text, optionalId, numberOr(0)) and `label`.
 */
export function readPositions(data: unknown, url: string): Position[] {
  if (!Array.isArray(data))
    throw new InvalidResponseError(200, 'Oväntat svar från servern.', url, data);
  const out = new Array<Position>(data.length);
  let i = 0;
  try {
    for (; i < data.length; i++) out[i] = position(data[i]);
    return out;
  } catch (error) {
    if (!(error instanceof Malformed)) throw error;
    const where = error.message ? `${i}.${error.message}` : String(i);
    throw new InvalidResponseError(200, `Oväntat svar från servern (${where}).`, url, data);
  }
}
