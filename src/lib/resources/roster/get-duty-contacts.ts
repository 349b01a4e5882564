import { queryOptions } from '@tanstack/react-query';
import { isObject, readIdOr, readNumberOr, readTextOr } from '@/lib/api/reader';
import { isNonWorkday } from '@/lib/time/stockholm';
import { dutySigninsQuery } from './get-duty-signins';
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

/**
 * The contacts of a day's sign-ins. They only add to the positions: a field of another kind is
 * read as missing and an item without an employee number is left out, never refused. (An answer
 * that is not a list is refused by the query: the phones are then said to be unavailable.)
 */
export function readDutyContacts(items: readonly unknown[]): DutyContact[] {
  const out: DutyContact[] = [];
  for (const item of items) {
    if (!isObject(item)) continue;
    const e = isObject(item.employee) ? item.employee : {};
    const employeeNumber = readTextOr(e.employeeNumber);
    if (!employeeNumber) continue;
    const p = isObject(e.phones) ? e.phones : NO_PHONES;
    out.push({
      dutyId: readIdOr(item.dutyId),
      dutyName: readTextOr(item.dutyName),
      employeeNumber,
      email: readTextOr(e.email),
      phones: {
        work: readTextOr(p.work),
        home: readTextOr(p.home),
        private: readTextOr(p.private),
      },
      title: readTextOr(e.title),
      absent: isNonWorkday(readNumberOr(item.timeStart, -1), readNumberOr(item.timeEnd, -1)),
    });
  }
  return out;
}

/** The day's sign-ins (the query check-in reads too), read for their contacts; off without a district. */
export const dutyContactsQuery = (districtId: number | null, dateKey: string) =>
  queryOptions({ ...dutySigninsQuery(districtId, dateKey), select: readDutyContacts });
