import * as z from 'zod/mini';
import { numberOr, optionalId, id, text } from '@/lib/api/schemas';
import { NULL_DATE, wallTimeMs } from '@/lib/time';

/** Minutes from midnight (past midnight > 1440; a non-workday ends at 2160). */
export const minutes = numberOr(0);
/** `2026-11-22T00:00:00` → `2026-11-22`. */
export const dateKey = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)),
  z.transform((value) => value.slice(0, 10)),
);
const LOCAL_STAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;

/**
 * A check-in time: Stockholm wall-clock without zone (or with one); the null date and empty
 * values are null. Thousands per list, so the day's offset is reused (see `wallTimeMs`).
 */
export const stamp = z.pipe(
  z.nullish(z.string()),
  z.transform((value): Date | null => {
    if (!value || value.startsWith(NULL_DATE.slice(0, 10))) return null;
    const local = LOCAL_STAMP.exec(value);
    if (local) {
      const [, day, h, m, s = '0'] = local;
      return new Date(wallTimeMs(day!, Number(h) * 60 + Number(m)) + Number(s) * 1000);
    }
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }),
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
  timestampIn: stamp,
  timestampOut: stamp,
  employee: z.pipe(
    z.nullish(employeeSchema),
    z.transform(
      (e) => e ?? { email: '', employeeNumber: '', phones: NO_PHONES, name: '', title: '' },
    ),
  ),
  /** The list needs the train numbers only (the duty dialog reads the whole duty). */
  tripsInfo: z.pipe(
    z.nullish(z.array(z.object({ trip: label }))),
    z.transform((t) => t ?? []),
  ),
  /** The change this state reflects (0 = never changed); the list catches up from the highest. */
  updateId: numberOr(0),
});
export type DutySignin = z.infer<typeof dutySigninSchema>;
