/**
 * Web storage as JSON, for what the portal keeps in the browser (filters, drafts, search
 * history, cached stops). Every call tolerates a browser that refuses storage (turned off,
 * full, private mode): reads give null, writes are dropped and the caller keeps its value in
 * memory. What is read back is untrusted: `parse` validates it, and anything it refuses (or
 * text that is not JSON) reads as null.
 */
import { safeGetItem, safeRemoveItem, safeSetItem, type StorageKind } from './storage/safe-storage';

export type { StorageKind };

export function readStored<T>(
  kind: StorageKind,
  key: string,
  parse: (raw: unknown) => T | null | undefined,
): T | null {
  const raw = safeGetItem(kind, key);
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw)) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON; false when the browser refused it (see safe-storage: never throws). */
export function writeStored(kind: StorageKind, key: string, value: unknown): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return safeSetItem(kind, key, text);
}

export const removeStored = (kind: StorageKind, key: string): void => safeRemoveItem(kind, key);
