import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASK_CREDENTIALS_KEY } from '@/lib/auth/ask-credentials';
import { demoToken } from '@/test/tokens';
import { ID_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY, useSessionStore } from './session';

const store = () => useSessionStore.getState();

afterEach(() => {
  store().signOut();
  localStorage.clear();
});

describe('session store', () => {
  it('an id token never outlives the access token it came with', () => {
    store().signIn(demoToken('driver'), 'id-token-1');
    expect(localStorage.getItem(ID_TOKEN_STORAGE_KEY)).toBe('id-token-1');
    // A token handed over later (no id token) replaces both.
    store().signIn(demoToken('driver', { iat: Math.floor(Date.now() / 1000) + 5 }));
    expect(store().idToken).toBeNull();
    expect(localStorage.getItem(ID_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('an invalid token changes nothing (the session in place stays)', () => {
    const token = demoToken('driver');
    store().signIn(token);
    expect(store().signIn('not-a-jwt')).toBe(false);
    expect(store().session?.token).toBe(token);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
  });

  it('the cut-off ends the session and removes both tokens', () => {
    store().signIn(demoToken('driver'), 'id');
    const cutoff = store().session!.expires - 4 * 3600_000;
    expect(store().expireIfDue(cutoff - 1)).toBe(false);
    expect(store().expireIfDue(cutoff)).toBe(true);
    expect(store().session).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(ID_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('follows what another tab wrote to local storage', () => {
    store().signIn(demoToken('driver'));
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    store().syncFromStorage();
    expect(store().session).toBeNull();
    const other = demoToken('dispatcher');
    localStorage.setItem(TOKEN_STORAGE_KEY, other);
    store().syncFromStorage();
    expect(store().session?.name).toBe('Karin Sjöberg');
  });
});

describe('the next sign-in asks for credentials', () => {
  const asks = () => localStorage.getItem(ASK_CREDENTIALS_KEY) !== null;

  it('after a token that passed its cut-off while no tab was open', async () => {
    // Left by yesterday's tab: an hour before expiry, so past the cut-off (exp − 4 h).
    const stale = demoToken('driver', { exp: Math.floor(Date.now() / 1000) + 3600 });
    localStorage.setItem(TOKEN_STORAGE_KEY, stale);
    vi.resetModules();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fresh = await import('./session');
    expect(fresh.useSessionStore.getState().session).toBeNull();
    expect(asks()).toBe(true);
  });

  it('after another user’s session was replaced (a hand-over accepted), not the same user’s', () => {
    store().signIn(demoToken('driver'), 'id');
    localStorage.removeItem(ASK_CREDENTIALS_KEY);
    store().signIn(demoToken('driver', { iat: Math.floor(Date.now() / 1000) + 5 }));
    expect(asks()).toBe(false);
    store().signIn(demoToken('dispatcher'));
    expect(asks()).toBe(true);
  });
});
