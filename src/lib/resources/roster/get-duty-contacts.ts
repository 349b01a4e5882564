import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { InvalidResponseError } from '@/lib/api/api-error';
import { readNumberOr } from '@/lib/api/reader';
import { isNonWorkday } from '@/lib/time/stockholm';
import { rosterKeys } from './roster-keys';
import { NO_PHONES, type Phones } from './roster-schemas';

/**
 * What spec 1 gives of a person on duty beyond a roster position: the duty sign-in's employee
 * (e-mail, phones, title), its duty id and name, and its times (0–2160 on a day off).
 */
export interface DutyContact {
  dutyId: number | null;
  dutyName: string;
  employeeNumber: string;
  email: string;
  phones: Phones;
  title: string;
  /** A non-workday (0–2160). */
  absent: boolean;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const id = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v)
    ? v
    : typeof v === 'string' && /^-?\d+$/.test(v)
      ? Number(v)
      : null;

/**
 * The contacts of a day's sign-ins. They only add to the positions: a field of another kind is
 * read as missing and an item without an employee number is left out, never refused. An answer
 * that is not a list is an error (the phones are then said to be unavailable).
 */
export function readDutyContacts(data: unknown, url: string): DutyContact[] {
  if (!Array.isArray(data))
    throw new InvalidResponseError(200, 'Oväntat svar från servern.', url, data);
  const out: DutyContact[] = [];
  for (const item of data) {
    if (!isObj(item)) continue;
    const e = isObj(item.employee) ? item.employee : {};
    const employeeNumber = str(e.employeeNumber);
    if (!employeeNumber) continue;
    const p = isObj(e.phones) ? e.phones : NO_PHONES;
    out.push({
      dutyId: id(item.dutyId),
      dutyName: str(item.dutyName),
      employeeNumber,
      email: str(e.email),
      phones: { work: str(p.work), home: str(p.home), private: str(p.private) },
      title: str(e.title),
      absent: isNonWorkday(readNumberOr(item.timeStart, -1), readNumberOr(item.timeEnd, -1)),
    });
  }
  return out;
}

/** GET staff/overview/dutysignins?date=…&districtId=…: the day's sign-ins, read for contacts. */
export async function getDutyContacts(
  districtId: number,
  dateKey: string,
  signal?: AbortSignal,
): Promise<DutyContact[]> {
  const path = '/overview/dutysignins';
  const data = await request<unknown>({
    host: 'staff',
    path,
    query: { date: dateKey, districtId },
    signal,
  });
  return readDutyContacts(data, path);
}

export const dutyContactsQuery = (districtId: number, dateKey: string) =>
  queryOptions({
    queryKey: rosterKeys.contacts(districtId, dateKey),
    queryFn: ({ signal }) => getDutyContacts(districtId, dateKey, signal),
    staleTime: 60_000,
  });
