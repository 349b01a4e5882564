import * as z from 'zod/mini';
import { numberOr, optionalId, id, text } from '@/lib/api/schemas';
import { plainWallTimeMs, wallTimeMs } from '@/lib/time/stockholm';
import {
  dateKey,
  isNullDate,
  label,
  minutes,
  NO_PHONES,
  phonesSchema,
} from '@/lib/resources/roster/roster-schemas';

const LOCAL_STAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;

/**
 * A check-in time: Stockholm wall-clock without zone (or with one); the null date and empty
 * values are null. Thousands per list: the usual `yyyy-MM-ddTHH:mm:ss` is read by character codes
 * (`plainWallTimeMs`), other forms by the expression; the month's offset is reused either way.
 */
export function stampOf(value: string | null | undefined): Date | null {
  if (isNullDate(value)) return null;
  const plain = plainWallTimeMs(value!);
  if (plain !== null) return new Date(plain);
  const local = LOCAL_STAMP.exec(value!);
  if (local) {
    const [, day, h, m, s = '0'] = local;
    return new Date(wallTimeMs(day!, Number(h) * 60 + Number(m)) + Number(s) * 1000);
  }
  const date = new Date(value!);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const stamp = z.pipe(z.nullish(z.string()), z.transform(stampOf));

const employeeSchema = z.object({
  email: text,
  employeeNumber: label,
  phones: phonesSchema,
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
