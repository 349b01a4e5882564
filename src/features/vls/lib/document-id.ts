/** New document ids: a 9 followed by 8 random digits, checked until the server says 404. */
export const ID_ATTEMPTS = 10;

export class IdGenerationError extends Error {
  override name = 'IdGenerationError';
}

/** 9xxxxxxxx from a source of random 32-bit integers (crypto by default). */
export function generateDocumentId(
  random: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0]!,
): number {
  return 900_000_000 + (random() % 100_000_000);
}

const aborted = (error: unknown) => (error as Error | null)?.name === 'AbortError';

/**
 * Tries up to 10 ids (spec 1 §4, §9); `isFree` asks the server (GET /document/{id} → 404). Every
 * answer but "free" is one failed try: an id taken (or refused, 403), and equally a server error
 * or no answer, which cannot say the id is free. Ids already chosen in this batch count as taken.
 * Throws IdGenerationError after the last try (only the caller's abort ends it sooner).
 */
export async function findFreeDocumentId(
  isFree: (id: number) => Promise<boolean>,
  options: {
    taken?: ReadonlySet<number>;
    generate?: () => number;
    onAttempt?: (n: number) => void;
  } = {},
): Promise<number> {
  const generate = options.generate ?? (() => generateDocumentId());
  for (let attempt = 1; attempt <= ID_ATTEMPTS; attempt++) {
    options.onAttempt?.(attempt);
    const id = generate();
    if (options.taken?.has(id)) continue;
    try {
      if (await isFree(id)) return id;
    } catch (error) {
      if (aborted(error)) throw error;
    }
  }
  throw new IdGenerationError(`No free id after ${ID_ATTEMPTS} tries`);
}
