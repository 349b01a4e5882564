/**
 * Web storage as JSON, for what the portal keeps in the browser (filters, drafts, search
 * history, cached stops). Every call tolerates a browser that refuses storage (turned off,
 * full, private mode): reads give null, writes are dropped and the caller keeps its value in
 * memory. What is read back is untrusted: `parse` validates it, and anything it refuses (or
 * text that is not JSON) reads as null.
 */
export type StorageKind = 'session' | 'local';

// Reached inside try: a browser with storage turned off throws on the property itself.
const storageOf = (kind: StorageKind) => (kind === 'local' ? localStorage : sessionStorage);

export function readStored<T>(
  kind: StorageKind,
  key: string,
  parse: (raw: unknown) => T | null | undefined,
): T | null {
  try {
    const raw = storageOf(kind).getItem(key);
    return raw === null ? null : (parse(JSON.parse(raw)) ?? null);
  } catch {
    return null;
  }
}

/** Stores `value` as JSON; false when the browser refused it. */
export function writeStored(kind: StorageKind, key: string, value: unknown): boolean {
  try {
    storageOf(kind).setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(kind: StorageKind, key: string): void {
  try {
    storageOf(kind).removeItem(key);
  } catch {
    /* nothing to remove */
  }
}
