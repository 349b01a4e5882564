import { fault, reader, readArray, readId, readNumberOr, readObject } from '@/lib/api/reader';
import { NO_PHONES } from '@/lib/resources/roster/roster-schemas';
import { stampOf, type DutySignin } from './signin-schema';

/**
 * Reads a list of sign-ins as `z.array(dutySigninSchema)` does (same values, same first fault),
 * by hand: a district's day has thousands, and the schema's pipes and transforms took a third
 * of the time from answer to screen on a slow machine (issue 16). A fault throws at its path
 * (see `fault` in `@/lib/api/reader`); a path is made only then.
 */
export const signinsReader = reader(readSignins);

function readSignins(data: unknown): DutySignin[] {
  const items = readArray(data, []);
  const out = new Array<DutySignin>(items.length);
  for (let i = 0; i < items.length; i++) out[i] = readSignin(items[i], i);
  return out;
}

type Key = string | number;
/** The path of a field of item `at` (keys left undefined are not part of it). */
const at = (...keys: (Key | undefined)[]) => keys.filter((k) => k !== undefined) as Key[];

const text = (v: unknown, i: number, a: Key, b?: Key, c?: Key): string =>
  v == null ? '' : typeof v === 'string' ? v : fault(at(i, a, b, c));
const label = (v: unknown, i: number, a: Key, b?: Key, c?: Key): string =>
  v == null
    ? ''
    : typeof v === 'string'
      ? v
      : typeof v === 'number'
        ? String(v)
        : fault(at(i, a, b, c));
const id = (v: unknown, i: number, a: Key): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : readId(v, at(i, a));
const object = (v: unknown, i: number, a?: Key, b?: Key, c?: Key): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : readObject(v, at(i, a, b, c));

const DATE_KEY = /^\d{4}-\d{2}-\d{2}/;
const dateKey = (v: unknown, i: number, a: Key): string =>
  typeof v === 'string' && DATE_KEY.test(v) ? v.slice(0, 10) : fault(at(i, a));
const stamp = (v: unknown, i: number, a: Key): Date | null =>
  v == null || typeof v === 'string' ? stampOf(v) : fault(at(i, a));

function employee(v: unknown, i: number): DutySignin['employee'] {
  if (v == null) return { email: '', employeeNumber: '', phones: NO_PHONES, name: '', title: '' };
  const e = object(v, i, 'employee');
  const p = e.phones == null ? null : object(e.phones, i, 'employee', 'phones');
  const phones = p
    ? {
        work: text(p.work, i, 'employee', 'phones', 'work'),
        home: text(p.home, i, 'employee', 'phones', 'home'),
        private: text(p.private, i, 'employee', 'phones', 'private'),
      }
    : NO_PHONES;
  return {
    email: text(e.email, i, 'employee', 'email'),
    employeeNumber: label(e.employeeNumber, i, 'employee', 'employeeNumber'),
    phones,
    name: text(e.name, i, 'employee', 'name'),
    title: text(e.title, i, 'employee', 'title'),
  };
}

function trips(v: unknown, i: number): DutySignin['tripsInfo'] {
  if (v == null) return [];
  const list = Array.isArray(v) ? v : readArray(v, at(i, 'tripsInfo'));
  const out = new Array<{ trip: string }>(list.length);
  for (let t = 0; t < list.length; t++) {
    out[t] = { trip: label(object(list[t], i, 'tripsInfo', t).trip, i, 'tripsInfo', t, 'trip') };
  }
  return out;
}

function readSignin(v: unknown, i: number): DutySignin {
  const s = object(v, i);
  // Read in the schema's order, so that the first fault is the one zod reports first.
  const checkInId = s.checkInId == null ? null : id(s.checkInId, i, 'checkInId');
  const districtId = id(s.districtId, i, 'districtId');
  const dutyDate = dateKey(s.dutyDate, i, 'dutyDate');
  const dutyId = id(s.dutyId, i, 'dutyId');
  const dutyName = text(s.dutyName, i, 'dutyName');
  const startLocation = text(s.startLocation, i, 'startLocation');
  const timeStart = readNumberOr(s.timeStart, 0);
  const timeEnd = readNumberOr(s.timeEnd, 0);
  const timestampIn = stamp(s.timestampIn, i, 'timestampIn');
  const timestampOut = stamp(s.timestampOut, i, 'timestampOut');
  const staff = employee(s.employee, i);
  const tripsInfo = trips(s.tripsInfo, i);
  return {
    checkInId,
    districtId,
    dutyDate,
    dutyId,
    dutyName,
    startLocation,
    timeStart,
    timeEnd,
    timestampIn,
    timestampOut,
    employee: staff,
    tripsInfo,
    updateId: readNumberOr(s.updateId, 0),
  };
}
