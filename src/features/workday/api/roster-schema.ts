import * as z from 'zod/mini';
import { numberOr } from '@/lib/api/schemas';

/** Field shapes of the staff host's roster answers. */

/** Minutes from midnight of the duty date (past midnight > 1440; a non-workday is 0–2160). */
export const minutes = numberOr(0);

/** `2026-11-22T00:00:00` → `2026-11-22`; the null date 9999-12-31 and empty values → null. */
export const dayKey = z.pipe(
  z.nullish(z.string()),
  z.transform((value): string | null => {
    const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
    return match && !match[1]!.startsWith('9999-12-31') ? match[1]! : null;
  }),
);

/** A number or text shown as text (train and employee numbers). */
export const label = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value) => (value == null ? '' : String(value))),
);
