import type { MockNamespace } from '../db/namespace';
import { formatStockholm } from '../../src/lib/time/stockholm';
import {
  decodeDutyId,
  dutySigninsTable,
  findDuty,
  type MockDuty,
  type SigninChange,
} from '../seed/duties';

/**
 * The check-in state of a duty and its transitions (check in once, check out once), each with
 * the namespace's next update id; `changedSince` is what a client's catch-up cursor reads.
 */

export interface SigninStatus {
  checkInId: number | null;
  timestampIn: string | null;
  timestampOut: string | null;
  updateId: number;
}

/** The duty's check-in state: the namespace's change, else what the seed gave. */
export function signinStatus(db: MockNamespace, duty: MockDuty): SigninStatus {
  const change = db.get(dutySigninsTable).changes[duty.dutyId];
  if (change) return change;
  return {
    checkInId: duty.baseIn ? 100_000 + (duty.dutyId % 500_000) : null,
    timestampIn: duty.baseIn,
    timestampOut: duty.baseOut,
    updateId: 0,
  };
}

type Listener = (namespace: string, duty: MockDuty) => void;
const listeners = new Set<Listener>();

/** Called after every check-in state change (the flow hub pushes it to the district's channel). */
export function onSigninChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const stamp = (ms: number) => formatStockholm(ms, "yyyy-MM-dd'T'HH:mm:ss");

export class SigninConflict extends Error {}

function record(db: MockNamespace, duty: MockDuty, next: Omit<SigninChange, 'updateId'>): void {
  const state = db.get(dutySigninsTable);
  state.lastUpdateId += 1;
  state.changes[duty.dutyId] = { ...next, updateId: state.lastUpdateId };
  db.changed();
  for (const listener of listeners) listener(db.name, duty);
}

/** Checks a duty in (once). */
export function checkIn(db: MockNamespace, duty: MockDuty, nowMs = Date.now()): void {
  const current = signinStatus(db, duty);
  if (current.timestampIn) throw new SigninConflict('Tjänsten är redan incheckad');
  const state = db.get(dutySigninsTable);
  state.nextCheckInId += 1;
  record(db, duty, {
    checkInId: state.nextCheckInId,
    timestampIn: stamp(nowMs),
    timestampOut: null,
  });
}

/** Checks a checked-in duty out (once). */
export function checkOut(db: MockNamespace, duty: MockDuty, nowMs = Date.now()): void {
  const current = signinStatus(db, duty);
  if (!current.timestampIn) throw new SigninConflict('Tjänsten är inte incheckad');
  if (current.timestampOut) throw new SigninConflict('Tjänsten är redan utcheckad');
  record(db, duty, { ...current, timestampOut: stamp(nowMs) });
}

/** Clears a duty's check-in (the activity simulation's corrections only). */
export function clearSignin(db: MockNamespace, duty: MockDuty): void {
  record(db, duty, { checkInId: null, timestampIn: null, timestampOut: null });
}

/** Duties of a district and day whose state changed after `lastUpdateId`. */
export function changedSince(
  db: MockNamespace,
  districtId: number,
  dateKey: string,
  lastUpdateId: number,
): MockDuty[] {
  const out: MockDuty[] = [];
  for (const [id, change] of Object.entries(db.get(dutySigninsTable).changes)) {
    if (change.updateId <= lastUpdateId) continue;
    const where = decodeDutyId(Number(id));
    if (where?.districtId !== districtId || where.dateKey !== dateKey) continue;
    const duty = findDuty(db, Number(id));
    if (duty) out.push(duty);
  }
  return out;
}
