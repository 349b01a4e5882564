import * as z from 'zod/mini';
import { text } from '@/lib/api/schemas';
import { numberOr } from '@/lib/api/schemas';
import { NULL_DATE } from '@/lib/time/stockholm';

/** Building blocks of the staff host's roster answers (spec 1 §3: duty/roster, position, trip). */

/** Minutes from midnight (past midnight > 1440; a non-workday is 0–2160). */
export const minutes = numberOr(0);

/** `2026-11-22T00:00:00` → `2026-11-22`. */
export const dateKey = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)),
  z.transform((value) => value.slice(0, 10)),
);

/** Whether a server date is the null date (9999-12-31T00:00:00), i.e. no date. */
export function isNullDate(value: string | null | undefined): boolean {
  return !value || value.startsWith(NULL_DATE.slice(0, 10));
}

/** A date that may be the null date or missing: `yyyy-MM-dd`, or null for "no date". */
export const optionalDateKey = z.pipe(
  z.nullish(z.string()),
  z.transform((value): string | null =>
    isNullDate(value) || !/^\d{4}-\d{2}-\d{2}/.test(value!) ? null : value!.slice(0, 10),
  ),
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

/** A list that may be null or missing: empty then. */
export const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((list) => list ?? []),
  );

export const activitySchema = z.object({
  block: text,
  description: text,
  trip: label,
  positionStart: text,
  positionEnd: text,
  timeStart: minutes,
  timeEnd: minutes,
});
export type Activity = z.infer<typeof activitySchema>;

export const NO_PHONES = { work: '', home: '', private: '' };
export const phonesSchema = z.pipe(
  z.nullish(z.object({ work: text, home: text, private: text })),
  z.transform((p) => p ?? NO_PHONES),
);
export type Phones = z.infer<typeof phonesSchema>;
