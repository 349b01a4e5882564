import {
  fault,
  reader,
  readArray,
  readIdAt,
  readLabelAt,
  readNumberOr,
  readObjectAt,
  readTextAt,
} from '@/lib/api/reader';
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

type Path = readonly (string | number)[];

const DATE_KEY = /^\d{4}-\d{2}-\d{2}/;
const dateKeyAt = (v: unknown, at: Path, key: string): string =>
  typeof v === 'string' && DATE_KEY.test(v) ? v.slice(0, 10) : fault([...at, key]);
const stampAt = (v: unknown, at: Path, key: string): Date | null =>
  v == null || typeof v === 'string' ? stampOf(v) : fault([...at, key]);

function employee(v: unknown, i: number): DutySignin['employee'] {
  if (v == null) return { email: '', employeeNumber: '', phones: NO_PHONES, name: '', title: '' };
  const at = [i, 'employee'];
  const e = readObjectAt(v, [i], 'employee');
  const p = e.phones == null ? null : readObjectAt(e.phones, at, 'phones');
  const phonesAt = p ? [...at, 'phones'] : at;
  const phones = p
    ? {
        work: readTextAt(p.work, phonesAt, 'work'),
        home: readTextAt(p.home, phonesAt, 'home'),
        private: readTextAt(p.private, phonesAt, 'private'),
      }
    : NO_PHONES;
  return {
    email: readTextAt(e.email, at, 'email'),
    employeeNumber: readLabelAt(e.employeeNumber, at, 'employeeNumber'),
    phones,
    name: readTextAt(e.name, at, 'name'),
    title: readTextAt(e.title, at, 'title'),
  };
}

function trips(v: unknown, i: number): DutySignin['tripsInfo'] {
  if (v == null) return [];
  const list = readArray(v, [i, 'tripsInfo']);
  const out = new Array<{ trip: string }>(list.length);
  for (let t = 0; t < list.length; t++) {
    const at = [i, 'tripsInfo', t];
    out[t] = { trip: readLabelAt(readObjectAt(list[t], at).trip, at, 'trip') };
  }
  return out;
}

function readSignin(v: unknown, i: number): DutySignin {
  const at = [i];
  const s = readObjectAt(v, at);
  // Read in the schema's order, so that the first fault is the one zod reports first.
  const checkInId = s.checkInId == null ? null : readIdAt(s.checkInId, at, 'checkInId');
  const districtId = readIdAt(s.districtId, at, 'districtId');
  const dutyDate = dateKeyAt(s.dutyDate, at, 'dutyDate');
  const dutyId = readIdAt(s.dutyId, at, 'dutyId');
  const dutyName = readTextAt(s.dutyName, at, 'dutyName');
  const startLocation = readTextAt(s.startLocation, at, 'startLocation');
  const timeStart = readNumberOr(s.timeStart, 0);
  const timeEnd = readNumberOr(s.timeEnd, 0);
  const timestampIn = stampAt(s.timestampIn, at, 'timestampIn');
  const timestampOut = stampAt(s.timestampOut, at, 'timestampOut');
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
