/** The shapes of the staff host's duty data (spec 1 §3: duty sign-in, duty/roster, roster position). */

/** Administrative activity descriptions (spec 1 §3); a trip activity's description is 'TÅG'. */
export { ADMIN_ACTIVITIES } from '../../src/lib/resources/roster/activities';

export interface MockActivity {
  block: string;
  description: string;
  /** Train number for a trip activity, '' otherwise. */
  trip: string;
  positionStart: string;
  positionEnd: string;
  timeStart: number;
  timeEnd: number;
}

export interface MockTripInfo {
  trip: string;
  startStation: string;
  endStation: string;
  timeStart: number;
  timeEnd: number;
}

export interface MockDuty {
  dutyId: number;
  districtId: number;
  /** yyyy-MM-dd */
  dutyDate: string;
  dutyName: string;
  employeeNumber: string;
  /** Station signatures. */
  positionStart: string;
  positionEnd: string;
  /** Minutes from the duty date's midnight; past midnight > 1440; a non-workday is 0–2160. */
  timeStart: number;
  timeEnd: number;
  activities: MockActivity[];
  trips: MockTripInfo[];
  /** Check-in state before anyone touched it (derived from the seed moment). */
  baseIn: string | null;
  baseOut: string | null;
}

/** A check-in state change, kept in the namespace (the seed gives the rest). */
export interface SigninChange {
  checkInId: number | null;
  timestampIn: string | null;
  timestampOut: string | null;
  /** Monotonic per namespace; clients catch up with `lastUpdateId`. */
  updateId: number;
}

const DAY_MS = 86_400_000;
const DISTRICT_SPAN = 20_000;

/** Days since 1970-01-01 of a date key (calendar arithmetic, zone-free). */
export function dayNumber(dateKey: string): number {
  return Math.round(Date.parse(`${dateKey}T00:00:00Z`) / DAY_MS);
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A duty id says where the duty lives: day, district and index (index < 20 000). */
export function encodeDutyId(dateKey: string, districtId: number, index: number): number {
  return dayNumber(dateKey) * 1_000_000 + districtId * DISTRICT_SPAN + index;
}

export function decodeDutyId(
  dutyId: number,
): { dateKey: string; districtId: number; index: number } | null {
  if (!Number.isSafeInteger(dutyId) || dutyId <= 0) return null;
  const day = Math.floor(dutyId / 1_000_000);
  const rest = dutyId - day * 1_000_000;
  const districtId = Math.floor(rest / DISTRICT_SPAN);
  const index = rest - districtId * DISTRICT_SPAN;
  if (districtId < 1 || districtId > 19) return null;
  return { dateKey: dateOfDay(day), districtId, index };
}
