import { afterEach, describe, expect, it } from 'vitest';
import { demoToken } from '@/test/tokens';
import { useSessionStore } from '@/stores/session';
import { RETURN_PATH_STORAGE_KEY } from '@/lib/auth/return-path';
import { watchTabOwner } from './tab-owner';

let stop = () => undefined as unknown;

afterEach(() => {
  stop();
  useSessionStore.getState().signOut();
  sessionStorage.clear();
  localStorage.clear();
});

describe("a tab's view state belongs to its user", () => {
  it('another user’s session clears the previous one’s filters; the sign-in’s own state stays', () => {
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    stop = watchTabOwner();
    sessionStorage.setItem('pp.staff.filters', '{"search":"Lindqvist"}');
    // The same user again (a new token): nothing goes.
    useSessionStore
      .getState()
      .signIn(demoToken('dispatcher', { iat: Math.floor(Date.now() / 1000) + 5 }));
    expect(sessionStorage.getItem('pp.staff.filters')).not.toBeNull();
    sessionStorage.setItem(RETURN_PATH_STORAGE_KEY, '/staff');
    sessionStorage.setItem('pp.oidc.abc', '{}');
    // Another user, signed in here after the session ended, or in another tab.
    useSessionStore.getState().signOut();
    useSessionStore.getState().signIn(demoToken('admin'));
    expect(sessionStorage.getItem('pp.staff.filters')).toBeNull();
    expect(sessionStorage.getItem(RETURN_PATH_STORAGE_KEY)).toBe('/staff');
    expect(sessionStorage.getItem('pp.oidc.abc')).toBe('{}');
  });
});
