/**
 * A hand-written validating reader of an answer, for lists too large for zod's pace (thousands
 * of rows on a thin client). `request()` takes it in place of a schema: it has the same Standard
 * Schema face, and a malformed answer is refused with the path of its first fault, as zod's is.
 * A reader must accept and return exactly what its schema does (a test beside it says so).
 */
export interface ReadIssue {
  readonly message: string;
  readonly path: readonly PropertyKey[];
}
export type ReadResult<T> = { value: T; issues?: undefined } | { issues: readonly ReadIssue[] };
export interface ResponseReader<T> {
  readonly '~standard': { validate(value: unknown): ReadResult<T> };
}

class Fault extends Error {
  constructor(readonly path: readonly PropertyKey[]) {
    super('Invalid input');
  }
}

/** Refuses the answer at `path` (inside a reader). */
export function fault(path: readonly PropertyKey[]): never {
  throw new Fault(path);
}

/** A reader from a function that returns the value or calls `fault` at the first fault. */
export function reader<T>(read: (value: unknown) => T): ResponseReader<T> {
  return {
    '~standard': {
      validate(value) {
        try {
          return { value: read(value) };
        } catch (error) {
          if (error instanceof Fault)
            return { issues: [{ message: error.message, path: error.path }] };
          throw error;
        }
      },
    },
  };
}

type Path = readonly PropertyKey[];

/** Readers of the shared field kinds of `./schemas`, with the same rules. */
export const readId = (v: unknown, path: readonly PropertyKey[]): number =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && /^-?\d+$/.test(v)
      ? Number(v)
      : fault(path);

export const readText = (v: unknown, path: readonly PropertyKey[]): string =>
  v == null ? '' : typeof v === 'string' ? v : fault(path);

export const readFlag = (v: unknown, path: readonly PropertyKey[]): boolean =>
  v == null
    ? false
    : typeof v === 'boolean' ||
        typeof v === 'string' ||
        (typeof v === 'number' && Number.isFinite(v))
      ? v === true || v === 1 || v === 'true' || v === '1'
      : fault(path);

export const readNumberOr = (v: unknown, fallback: number): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/** Whether a value is a JSON object (not null, not an array). Never faults. */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON object (not null, not an array). */
export const readObject = (v: unknown, path: readonly PropertyKey[]): Record<string, unknown> =>
  isObject(v) ? v : fault(path);

export const readArray = (v: unknown, path: readonly PropertyKey[]): readonly unknown[] =>
  Array.isArray(v) ? v : fault(path);

/** `optionalId`: an id or, when missing, null. */
export const readOptionalId = (v: unknown, path: readonly PropertyKey[]): number | null =>
  v == null ? null : readId(v, path);

/** A number (JSON has no NaN or Infinity; other numbers zod refuses too). */
export const readNumber = (v: unknown, path: readonly PropertyKey[]): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fault(path);

/**
 * The readers above for the field `key` of the object at `at` (`readIdAt(o.ID, at, 'ID')` reads as
 * `readId(o.ID, [...at, 'ID'])`): the field's path is made only when its value is not of the plain
 * kind, so a list of thousands of rows allocates no path per field.
 */
export const readIdAt = (v: unknown, at: Path, key: PropertyKey): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : readId(v, [...at, key]);

export const readTextAt = (v: unknown, at: Path, key: PropertyKey): string =>
  typeof v === 'string' ? v : readText(v, [...at, key]);

export const readFlagAt = (v: unknown, at: Path, key: PropertyKey): boolean =>
  typeof v === 'boolean' ? v : readFlag(v, [...at, key]);

export const readOptionalIdAt = (v: unknown, at: Path, key: PropertyKey): number | null =>
  v == null ? null : readIdAt(v, at, key);

/** A number or text shown as text (train, employee numbers): '' when missing. */
export const readLabelAt = (v: unknown, at: Path, key: PropertyKey): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' && Number.isFinite(v)
      ? String(v)
      : v == null
        ? ''
        : fault([...at, key]);

/** A JSON object at `at` (or at its field `key`). */
export const readObjectAt = (v: unknown, at: Path, key?: PropertyKey): Record<string, unknown> =>
  isObject(v) ? v : fault(key === undefined ? at : [...at, key]);

/**
 * The tolerant readers: for fields that only add to an answer, where a value of another kind is
 * read as missing (the fallback), never refused.
 */
export const readTextOr = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : fallback;

/** An integer id, as a number or numeric text; `fallback` (null) for anything else. */
export const readIdOr = (v: unknown, fallback: number | null = null): number | null =>
  typeof v === 'number' && Number.isInteger(v)
    ? v
    : typeof v === 'string' && /^-?\d+$/.test(v)
      ? Number(v)
      : fallback;
