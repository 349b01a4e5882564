import { readStored, writeStored } from '@/lib/web-storage';

interface Stored<T> {
  at: number;
  data: T;
}

/**
 * The query parts of a list kept in session storage for the browser session (spec 1: districts;
 * spec 2 §7: status types, stops): the fetch writes what arrived, with the time it arrived, and a
 * new query (a reload, another view) starts from it, dated then, so React Query fetches again only
 * once the query's staleTime has passed. Spread into `queryOptions` beside the key and staleTime.
 * `parse` checks what is read back (untrusted): anything it refuses, or a browser that refuses
 * storage, reads as nothing stored, and the list is fetched. A null `key` (a query that is off)
 * reads and keeps nothing.
 */
export function sessionCachedQuery<T>(
  key: string | null,
  parse: (raw: unknown) => T | null | undefined,
  fetch: (signal: AbortSignal) => Promise<T>,
) {
  const readBack = (raw: unknown): Stored<T> | null => {
    const entry = raw as Partial<Stored<T>> | null;
    if (typeof entry?.at !== 'number') return null;
    const data = parse(entry.data);
    return data === null || data === undefined ? null : { at: entry.at, data };
  };
  // Read once for both initial parts (React Query asks for each when it builds the query).
  let read: Stored<T> | null | undefined;
  const stored = () => {
    if (read === undefined) read = key === null ? null : readStored('session', key, readBack);
    return read ?? undefined;
  };
  return {
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const data = await fetch(signal);
      // Storage full or unavailable: the query cache still holds it.
      if (key !== null) writeStored('session', key, { at: Date.now(), data } satisfies Stored<T>);
      return data;
    },
    initialData: () => stored()?.data,
    initialDataUpdatedAt: () => stored()?.at,
  };
}
