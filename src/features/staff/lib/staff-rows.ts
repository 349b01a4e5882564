import type { Position } from '@/lib/roster/get-positions';
import type { Phones, TripInfo } from '@/lib/roster/roster-schemas';
import { isNonWorkday } from '@/lib/time';

/** A roster position as the staff overview shows it, with its search texts worked out once. */
export interface StaffRow {
  key: string;
  dutyId: number | null;
  block: string;
  description: string;
  workTitle: string;
  name: string;
  employeeNumber: string;
  email: string;
  phones: Phones;
  dutySiteName: string;
  timeStart: number;
  timeEnd: number;
  /** Off that day (0–2160): no times. */
  absent: boolean;
  startStation: string;
  endStation: string;
  trips: TripInfo[];
}

/** What the filters look in, worked out once per row when a filter first needs it. */
interface SearchTexts {
  /** Lower-case name and employee number. */
  name: string;
  /** Digits of every phone, national (070…) and international (4670…) forms. */
  phone: string;
  /** Train numbers, each behind a separator so that a search matches from a number's start. */
  train: string;
}

export type StaffSortKey =
  | 'block'
  | 'description'
  | 'workTitle'
  | 'name'
  | 'employeeNumber'
  | 'timeStart'
  | 'timeEnd'
  | 'startStation'
  | 'endStation';

const SEP = '\u0001';

function phoneForms(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (!digits) return '';
  if (digits.startsWith('46')) return `${digits}${SEP}0${digits.slice(2)}`;
  if (digits.startsWith('0')) return `${digits}${SEP}46${digits.slice(1)}`;
  return digits;
}

/**
 * The row of a position. Thousands per district: the object is built field by field, and its
 * search texts wait until a filter needs them (the first paint does not).
 */
export function toStaffRow(p: Position, index: number): StaffRow {
  const e = p.employee;
  return {
    key: p.dutyId != null ? String(p.dutyId) : `${e.employeeNumber}-${index}`,
    dutyId: p.dutyId,
    block: p.block,
    description: p.description,
    workTitle: p.workTitle || e.title,
    name: e.name,
    employeeNumber: e.employeeNumber,
    email: e.email,
    phones: e.phones,
    dutySiteName: e.dutySiteName,
    timeStart: p.timeStart,
    timeEnd: p.timeEnd,
    absent: isNonWorkday(p.timeStart, p.timeEnd),
    startStation: p.startStation || p.positionStart,
    endStation: p.endStation || p.positionEnd,
    trips: p.tripsInfo,
  };
}

const texts = new WeakMap<StaffRow, SearchTexts>();

function searchTexts(row: StaffRow): SearchTexts {
  let found = texts.get(row);
  if (!found) {
    const { phones } = row;
    found = {
      name: `${row.name}${SEP}${row.employeeNumber}`.toLowerCase(),
      // Only the work phone, which everyone sees: home and private numbers (shown to useradmin
      // alone) must not be found by searching for them.
      phone: phoneForms(phones.work),
      train: row.trips.map((t) => `${SEP}${t.trip}`).join(''),
    };
    texts.set(row, found);
  }
  return found;
}

export const toStaffRows = (positions: Position[]): StaffRow[] => positions.map(toStaffRow);

/** The value a column sorts by; someone off that day has no times (sorted last). */
export function sortValue(row: StaffRow, key: StaffSortKey): string | number | null {
  if (row.absent && (key === 'timeStart' || key === 'timeEnd')) return null;
  return row[key];
}

export interface StaffFilters {
  name: string;
  phone: string;
  train: string;
}

export const NO_FILTERS: StaffFilters = { name: '', phone: '', train: '' };

/**
 * The rows that match every filter: the name filter every word in name or employee number, the
 * phone filter the digits typed anywhere in a phone number (070-555 and 4670555 alike), the train
 * filter a train number that starts with what was typed.
 */
export function filterRows(rows: readonly StaffRow[], filters: StaffFilters): readonly StaffRow[] {
  const words = filters.name.toLowerCase().split(/\s+/).filter(Boolean);
  const digits = filters.phone.replace(/\D/g, '');
  const train = filters.train.trim();
  if (!words.length && !digits && !train) return rows;
  const trainNeedle = `${SEP}${train}`;
  return rows.filter((r) => {
    const t = searchTexts(r);
    return (
      (!words.length || words.every((w) => t.name.includes(w))) &&
      (!digits || t.phone.includes(digits)) &&
      (!train || t.train.includes(trainNeedle))
    );
  });
}
