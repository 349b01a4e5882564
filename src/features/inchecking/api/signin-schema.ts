import * as z from 'zod/mini';
import { numberOr, optionalId, id, serverDate, text } from '@/lib/api/schemas';

/** Minutes from midnight (past midnight > 1440; a non-workday ends at 2160). */
export const minutes = numberOr(0);
/** `2026-11-22T00:00:00` → `2026-11-22`. */
export const dateKey = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)),
  z.transform((value) => value.slice(0, 10)),
);
/** A number or text shown as text (train and employee numbers). */
export const label = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value) => (value == null ? '' : String(value))),
);

export const tripInfoSchema = z.object({
  trip: label,
  startStation: text,
  endStation: text,
  timeStart: minutes,
  timeEnd: minutes,
});
export type TripInfo = z.infer<typeof tripInfoSchema>;

const NO_PHONES = { work: '', home: '', private: '' };
const employeeSchema = z.object({
  email: text,
  employeeNumber: label,
  phones: z.pipe(
    z.nullish(z.object({ work: text, home: text, private: text })),
    z.transform((p) => p ?? NO_PHONES),
  ),
  name: text,
  title: text,
});

/** A duty sign-in from staff/overview/dutysignins, signin/checkin and the flow hub. */
export const dutySigninSchema = z.object({
  checkInId: optionalId,
  districtId: id,
  dutyDate: dateKey,
  dutyId: id,
  dutyName: text,
  startLocation: text,
  timeStart: minutes,
  timeEnd: minutes,
  timestampIn: serverDate,
  timestampOut: serverDate,
  employee: z.pipe(
    z.nullish(employeeSchema),
    z.transform(
      (e) => e ?? { email: '', employeeNumber: '', phones: NO_PHONES, name: '', title: '' },
    ),
  ),
  tripsInfo: z.pipe(
    z.nullish(z.array(tripInfoSchema)),
    z.transform((t) => t ?? []),
  ),
  /** The change this state reflects (0 = never changed); the list catches up from the highest. */
  updateId: numberOr(0),
});
export type DutySignin = z.infer<typeof dutySigninSchema>;
