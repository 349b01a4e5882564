import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoToken } from '@/test/tokens';
import { currentToken, TOKEN_STORAGE_KEY, useSessionStore } from '@/stores/session';
import { writeSettings, readSettings } from '@/lib/settings';
import { resetStorageFull, storageFull } from './safe-storage';
import { DRAFT_KEPT_MS, DRAFT_PREFIX } from './shift-drafts';

/** A local storage that holds at most `quota` characters (keys and values), as browsers count. */
class FullStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly quota: number) {}
  get length() {
    return this.items.size;
  }
  used() {
    let total = 0;
    for (const [k, v] of this.items) total += k.length + v.length;
    return total;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    const without =
      this.used() - (this.items.has(key) ? key.length + this.items.get(key)!.length : 0);
    if (without + key.length + value.length > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
}

const QUOTA = 20_000;
let storage: FullStorage;
const store = () => useSessionStore.getState();

/** Fills the storage to its quota with `key`'s value (as the probe did with three long links). */
function fill(key: string, value: (padding: string) => string) {
  storage.setItem(key, value(''));
  const room = QUOTA - storage.used();
  storage.setItem(key, value('x'.repeat(room)));
  expect(() => storage.setItem('one-more', 'x')).toThrow(DOMException);
}

beforeEach(() => {
  storage = new FullStorage(QUOTA);
  vi.stubGlobal('localStorage', storage);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetStorageFull();
});

afterEach(() => {
  store().signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a full local storage at sign-in', () => {
  it('never throws: the session works in this tab, and the portal says it goes on without storage', () => {
    fill('junk', (pad) => pad);
    const token = demoToken('dispatcher');
    expect(() => store().signIn(token, 'id-token')).not.toThrow();
    expect(store().session?.name).toBe('Karin Sjöberg');
    expect(currentToken()).toBe(token);
    expect(storageFull()).toBe(true);
    // The settings written at sign-in (or later) do not throw either; kept for this visit.
    expect(() => writeSettings('u1', { theme: 'dark' })).not.toThrow();
    expect(readSettings('u1').theme).toBe('dark');
  });

  it('first drops drafts older than a shift, then stores the token (no notice)', () => {
    const stale = Date.now() - DRAFT_KEPT_MS - 60_000;
    fill(`${DRAFT_PREFIX}u1.new?abc`, (pad) =>
      JSON.stringify({ form: { body: pad }, pendingSince: null, savedAt: stale }),
    );
    const token = demoToken('driver');
    store().signIn(token);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(storage.getItem(`${DRAFT_PREFIX}u1.new?abc`)).toBeNull();
    expect(storageFull()).toBe(false);
  });

  it('keeps a draft of this shift, and leaves no previous user’s token behind when it cannot write', () => {
    const previous = demoToken('driver');
    storage.setItem(TOKEN_STORAGE_KEY, previous);
    fill(`${DRAFT_PREFIX}u1.new?abc`, (pad) =>
      JSON.stringify({ form: { body: pad }, pendingSince: null, savedAt: Date.now() }),
    );
    store().signIn(demoToken('dispatcher'));
    expect(store().session?.name).toBe('Karin Sjöberg');
    expect(storage.getItem(`${DRAFT_PREFIX}u1.new?abc`)).not.toBeNull();
    // A reload (or another tab) must not take the driver's token for the current session.
    expect(storage.getItem(TOKEN_STORAGE_KEY)).not.toBe(previous);
  });
});
