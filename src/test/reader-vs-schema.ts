import { expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import type { ResponseReader } from '@/lib/api/reader';

/** What a schema or a reader makes of an answer: the value, or the first fault's path. */
function outcome(
  result: { value: unknown; issues?: undefined } | { issues: readonly { path?: unknown }[] },
) {
  return result.issues ? { path: result.issues[0]!.path } : { value: result.value };
}

/**
 * Tests that `reader` reads as `schema` does (@/lib/api/reader): the same value for every
 * `accepted` answer, a fault at the same first path for every `refused` one.
 */
export function itReadsAsSchema(
  reader: ResponseReader<unknown>,
  schema: $ZodType,
  accepted: readonly (readonly [string, unknown])[],
  refused: readonly (readonly [string, unknown])[],
): void {
  const both = (answer: unknown) => {
    const zod = schema['~standard'].validate(answer);
    if (zod instanceof Promise) throw new Error('zod went async');
    return { zod: outcome(zod), read: outcome(reader['~standard'].validate(answer)) };
  };
  for (const [name, answer] of accepted)
    it(`accepts ${name} alike`, () => {
      const { zod, read } = both(answer);
      expect(zod.value).toBeDefined();
      expect(read).toEqual(zod);
    });
  for (const [name, answer] of refused)
    it(`refuses ${name} at the same place`, () => {
      const { zod, read } = both(answer);
      expect(zod.path).toBeDefined();
      expect(read).toEqual(zod);
    });
}
