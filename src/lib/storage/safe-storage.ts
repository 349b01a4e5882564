/**
 * The one way the portal writes web storage. A browser that refuses (storage turned off, private
 * mode) or is full never stops the start, a sign-in or a view: when a write hits the quota, what
 * is no longer of use (drafts older than a shift) goes, the write is tried again, and failing that the
 * older value under that key is removed (it must not read back as current: a previous user's
 * token) and the portal goes on without storage for that value, saying so once (a quiet notice).
 */
import { pruneStaleDrafts } from './shift-drafts';

export type StorageKind = 'session' | 'local';

// Reached inside try: a browser with storage turned off throws on the property itself.
const storageOf = (kind: StorageKind): Storage =>
  kind === 'local' ? localStorage : sessionStorage;

export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException) && !(error instanceof Error)) return false;
  const { name } = error;
  const code = (error as { code?: unknown }).code;
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

let full = false;
const listeners = new Set<() => void>();

/** Whether a write was given up for want of space in this visit (the notice shows it). */
export const storageFull = () => full;

export function subscribeStorageFull(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function givenUp(): void {
  if (full) return;
  full = true;
  console.warn('Webblagringen är full: portalen fortsätter utan att spara i den.');
  listeners.forEach((listener) => listener());
}

function tryWrite(storage: Storage, key: string, text: string): boolean {
  try {
    storage.setItem(key, text);
    return true;
  } catch (error) {
    if (isQuotaError(error)) return false;
    throw error;
  }
}

/** Writes `text` under `key`; false when the browser refused it (the caller keeps it in memory). */
export function safeSetItem(kind: StorageKind, key: string, text: string): boolean {
  let storage: Storage;
  try {
    storage = storageOf(kind);
    if (tryWrite(storage, key, text)) return true;
  } catch {
    return false; // storage turned off or blocked: nothing to say about space
  }
  try {
    // What is no longer of use goes first: drafts older than a shift.
    pruneStaleDrafts(storage);
    if (tryWrite(storage, key, text)) return true;
    storage.removeItem(key);
    if (tryWrite(storage, key, text)) return true;
  } catch {
    /* given up below */
  }
  givenUp();
  return false;
}

export function safeRemoveItem(kind: StorageKind, key: string): void {
  try {
    storageOf(kind).removeItem(key);
  } catch {
    /* nothing to remove */
  }
}

export function safeGetItem(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind).getItem(key);
  } catch {
    return null;
  }
}

/** For tests: a fresh visit. */
export function resetStorageFull(): void {
  full = false;
}
