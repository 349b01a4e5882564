import type { Position } from '@/lib/resources/roster/get-positions';
import type { DutyContact } from '@/lib/resources/roster/get-duty-contacts';
import { phoneDigitForms } from '@/lib/phone';
import { NO_PHONES, type Phones, type TripInfo } from '@/lib/resources/roster/roster-schemas';
import { eachWhenIdle } from '@/lib/use-idle-sorts';

/** A roster position as the staff overview shows it, with its search texts worked out once. */
export interface StaffRow {
  key: string;
  /** The position's duty id if the server sends one, else its duty sign-in's (opens the duty). */
  dutyId: number | null;
  block: string;
  description: string;
  workTitle: string;
  name: string;
  employeeNumber: string;
  /** E-mail and phones: from the day's duty sign-ins (spec 1 §3), empty until they are read. */
  email: string;
  phones: Phones;
  /** From the trips (`readPositions`); null without trips. */
  timeStart: number | null;
  timeEnd: number | null;
  /** Off that day (0–2160, from the server's times or the duty sign-in): no times. */
  absent: boolean;
  startStation: string;
  endStation: string;
  trips: TripInfo[];
}

/** What the filters look in, worked out once per row when a filter first needs it. */
interface SearchTexts {
  /** Lower-case name and employee number. */
  name: string;
  /** Digits of the work phone, national (070…) and international (4670…) forms. */
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

/** The day's duty sign-ins by employee number. */
export type Contacts = ReadonlyMap<string, readonly DutyContact[]>;

export function indexContacts(list: readonly DutyContact[]): Contacts {
  const map = new Map<string, DutyContact[]>();
  for (const c of list) {
    const found = map.get(c.employeeNumber);
    if (found) found.push(c);
    else map.set(c.employeeNumber, [c]);
  }
  return map;
}

/** A position's duty sign-in: the employee's of the same duty name, or their only one. */
function contactOf(p: Position, contacts: Contacts | undefined): DutyContact | undefined {
  const own = contacts?.get(p.employee.employeeNumber);
  if (!own) return undefined;
  return own.find((c) => c.dutyName === p.block) ?? (own.length === 1 ? own[0] : undefined);
}

/**
 * The row of a position, with what its duty sign-in adds (phones, e-mail, duty id) when the
 * day's sign-ins have been read. Thousands per district: the object is built field by field,
 * and its search texts wait until a filter needs them (the first paint does not).
 */
export function toStaffRow(p: Position, index: number, contacts?: Contacts): StaffRow {
  const e = p.employee;
  const c = contactOf(p, contacts);
  return {
    // The position's own: the same whether the sign-ins have come yet or not (rows stay open).
    key: p.dutyId != null ? String(p.dutyId) : `${e.employeeNumber}-${index}`,
    dutyId: p.dutyId ?? c?.dutyId ?? null,
    block: p.block,
    description: p.description,
    workTitle: p.workTitle || (c?.title ?? ''),
    name: e.name,
    employeeNumber: e.employeeNumber,
    email: c?.email ?? '',
    phones: c?.phones ?? NO_PHONES,
    timeStart: p.timeStart,
    timeEnd: p.timeEnd,
    absent: p.absent || (c?.absent ?? false),
    startStation: p.startStation,
    endStation: p.endStation,
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
      phone: phoneDigitForms(phones.work).join(SEP),
      train: row.trips.map((t) => `${SEP}${t.trip}`).join(''),
    };
    texts.set(row, found);
  }
  return found;
}

export const toStaffRows = (positions: readonly Position[], contacts?: Contacts): StaffRow[] =>
  positions.map((p, i) => toStaffRow(p, i, contacts));

/** The value a column sorts by; someone off that day, or without trips, has no times (last). */
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

/** A filter as it matches: lower-case words, the digits and the train number typed. */
interface Needles {
  words: string[];
  digits: string;
  train: string;
}

const needlesOf = (filters: StaffFilters): Needles => ({
  words: filters.name.toLowerCase().split(/\s+/).filter(Boolean),
  digits: filters.phone.replace(/\D/g, ''),
  train: filters.train.trim(),
});

/**
 * Whether every row matching `next` matches `previous` too: each part of `next` extends the same
 * part of `previous` (a name word typed further, or a word added; more digits; more of a train
 * number), so that `next` may be looked for among the matches of `previous` alone.
 */
const narrows = (next: Needles, previous: Needles) =>
  next.words.join(' ').startsWith(previous.words.join(' ')) &&
  next.digits.startsWith(previous.digits) &&
  next.train.startsWith(previous.train);

/** Recent results of a list (a keystroke and the ones before it), newest last. */
type Found = { needles: Needles; rows: readonly StaffRow[] };
const found = new WeakMap<readonly StaffRow[], Found[]>();
const FOUND_KEPT = 24;

const sameNeedles = (a: Needles, b: Needles) =>
  a.digits === b.digits && a.train === b.train && a.words.join(' ') === b.words.join(' ');

/**
 * The rows that match every filter: the name filter every word in name or employee number, the
 * phone filter the digits typed anywhere in the work phone of the duty sign-ins read (070-555 and
 * 4670555 alike; a row without one matches no phone), the train
 * filter a train number that starts with what was typed. The list's recent results are kept: a
 * letter erased finds its result again, and a letter typed looks among the matches of the text
 * before it instead of the whole list (the same rows, in the list's order).
 */
export function filterRows(rows: readonly StaffRow[], filters: StaffFilters): readonly StaffRow[] {
  const needles = needlesOf(filters);
  const { words, digits, train } = needles;
  if (!words.length && !digits && !train) return rows;
  let recent = found.get(rows);
  if (!recent) found.set(rows, (recent = []));
  const same = recent.find((f) => sameNeedles(f.needles, needles));
  if (same) return same.rows;
  let from = rows;
  for (const f of recent)
    if (f.rows.length < from.length && narrows(needles, f.needles)) from = f.rows;
  const trainNeedle = `${SEP}${train}`;
  const result = from.filter((r) => {
    const t = searchTexts(r);
    return (
      (!words.length || words.every((w) => t.name.includes(w))) &&
      (!digits || t.phone.includes(digits)) &&
      (!train || t.train.includes(trainNeedle))
    );
  });
  recent.push({ needles, rows: result });
  if (recent.length > FOUND_KEPT) recent.shift();
  return result;
}

/**
 * Works out the search texts of `rows` ahead of the first filter, a slice at a time while the
 * browser is idle, so that the first keystroke does not pay for thousands of rows. Returns a
 * cancel.
 */
export const prepareSearch = (rows: readonly StaffRow[]) => eachWhenIdle(rows, searchTexts);
