import { readDateTime } from '@/lib/time/date-time-input';
import { formatStockholm, parseServerDate } from '@/lib/time/stockholm';
import { DEFAULT_VALIDITY_MS } from './constants';

/**
 * Validity of a message (spec 2 §4, §5): by default from now to now + 3 hours; 'Gäller till'
 * must be after 'Gäller från'; if it is not at send time, the two are swapped. Values are
 * Stockholm wall-clock text `yyyy-MM-ddTHH:mm`.
 */
export const toLocalInput = (ms: number | Date) => formatStockholm(ms, "yyyy-MM-dd'T'HH:mm");

/**
 * A form's date-time as a moment (its time as typed is read too: '2026-03-04T730' is 07:30);
 * null when empty or unreadable.
 */
export function fromLocalInput(value: string): Date | null {
  const wallTime = readDateTime(value);
  return wallTime ? parseServerDate(wallTime) : null;
}

/** As the API gets it: Stockholm time with its offset, e.g. 2026-03-04T12:00:00+01:00. */
export const toWire = (date: Date | number) => formatStockholm(date, "yyyy-MM-dd'T'HH:mm:ssXXX");

export function defaultValidity(nowMs = Date.now()): { validFrom: string; validTo: string } {
  const from = Math.floor(nowMs / 60_000) * 60_000;
  return { validFrom: toLocalInput(from), validTo: toLocalInput(from + DEFAULT_VALIDITY_MS) };
}

export interface ValidityProblems {
  validFrom?: 'missing';
  validTo?: 'missing' | 'order';
}

/**
 * What is wrong with each end of the validity as typed (a missing or unreadable one; the order
 * rule: 'till' after 'från'), both at once; empty when nothing is.
 */
export function validityProblems(validFrom: string, validTo: string): ValidityProblems {
  const from = fromLocalInput(validFrom);
  const to = fromLocalInput(validTo);
  const problems: ValidityProblems = {};
  if (!from) problems.validFrom = 'missing';
  if (!to) problems.validTo = 'missing';
  else if (from && to.getTime() <= from.getTime()) problems.validTo = 'order';
  return problems;
}

/**
 * Whether the validity as it would be sent (after the swap) has already ended at `nowMs`: such a
 * message goes out inactive, and whoever looks at the active messages never sees it (a draft
 * kept since yesterday still holds yesterday's 3 hours). An end at `nowMs` itself has ended.
 * False when an end is missing or the two are equal (other problems say those). When true,
 * 'Gäller till' as typed has passed too (it is the earlier end, or the only one sent as the end),
 * so changing it to a later time is what mends it.
 */
export function validityEnded(validFrom: string, validTo: string, nowMs = Date.now()): boolean {
  const sent = validityForSend(validFrom, validTo);
  return sent !== null && sent.validTo.getTime() <= nowMs;
}

/**
 * The validity sent: swapped when 'till' is before 'från' (spec 2 §4). Null when a value is
 * missing or the two are equal (no order makes that a valid span).
 */
export function validityForSend(
  validFrom: string,
  validTo: string,
): { validFrom: Date; validTo: Date; swapped: boolean } | null {
  const from = fromLocalInput(validFrom);
  const to = fromLocalInput(validTo);
  if (!from || !to || from.getTime() === to.getTime()) return null;
  return to.getTime() < from.getTime()
    ? { validFrom: to, validTo: from, swapped: true }
    : { validFrom: from, validTo: to, swapped: false };
}
