import * as z from 'zod/mini';
import { parseServerDate } from '@/lib/time/stockholm';

/** A server date-time; the null date 9999-12-31T00:00:00 and empty values become null. */
export const serverDate = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => parseServerDate(value)),
);
