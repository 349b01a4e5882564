import { z } from 'zod';
import { parseServerDate } from '@/lib/time';

/** Shared building blocks for response schemas: servers send numbers as strings at times. */
export const id = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
export const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
/** A server date-time; the null date 9999-12-31T00:00:00 and empty values become null. */
export const serverDate = z
  .string()
  .nullish()
  .transform((value) => parseServerDate(value));
export const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((value) => value === true || value === 1 || value === 'true' || value === '1');
