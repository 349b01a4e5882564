import * as z from 'zod/mini';

/**
 * Shared building blocks for response schemas, in `zod/mini` (the tree-shakable build: the
 * classic build alone would cost 25 KB gzip of the 150 KB start budget). Servers send numbers as
 * strings at times, and null or missing values where the portal wants a default. Dates are in
 * `@/lib/time/server-date` (they need the date library, which the start bundle does without).
 */
export const id = z.union([
  z.number(),
  z.pipe(
    z.string().check(z.regex(/^-?\d+$/)),
    z.transform((value) => Number(value)),
  ),
]);
/** An id that may be missing: null then. */
export const optionalId = z.pipe(
  z.nullish(id),
  z.transform((value) => value ?? null),
);
/** Text that may be missing: '' then. */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);
/** A flag sent as boolean, 0/1 or "true"/"1". */
export const flag = z.pipe(
  z.nullish(z.union([z.boolean(), z.number(), z.string()])),
  z.transform((value) => value === true || value === 1 || value === 'true' || value === '1'),
);
/** A number that may arrive as a string; `fallback` when missing or not a number. */
export const numberOr = (fallback: number) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
    }),
  );
