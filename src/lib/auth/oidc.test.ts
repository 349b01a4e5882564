import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoToken } from '@/test/tokens';
import { useSessionStore } from '@/stores/session';
import { ASK_CREDENTIALS_KEY } from './ask-credentials';
import { completeOidcSignIn, startOidcSignIn } from './oidc';

/** The identity provider's client, as far as the portal uses it. */
const um = vi.hoisted(() => ({
  clearStaleState: vi.fn(),
  signinRedirect: vi.fn(),
  signinRedirectCallback: vi.fn(),
  removeUser: vi.fn(),
}));

vi.mock('oidc-client-ts', () => ({
  UserManager: vi.fn(function UserManager() {
    return um;
  }),
  WebStorageStateStore: vi.fn(),
}));

const store = () => useSessionStore.getState();
const callback = 'http://localhost/?oidc=callback&code=c&state=s';

/** Signs in through the provider with the sign-in's own state as the provider gave it back. */
async function providerSignIn(): Promise<void> {
  const state = (um.signinRedirect.mock.lastCall?.[0] as { state?: unknown } | undefined)?.state;
  um.signinRedirectCallback.mockResolvedValueOnce({ access_token: 'a', id_token: 'i', state });
  expect((await completeOidcSignIn(callback)).kind).toBe('signed-in');
}

beforeEach(() => {
  um.clearStaleState.mockResolvedValue(undefined);
  um.signinRedirect.mockResolvedValue(undefined);
  um.removeUser.mockResolvedValue(undefined);
});

describe('the next sign-in after a session ended unasked', () => {
  it('a first sign-in lets the provider use its own session (no prompt)', async () => {
    await startOidcSignIn();
    expect(um.signinRedirect).toHaveBeenCalledWith(undefined);
  });

  it.each([
    ['the cut-off', () => store().expireIfDue(store().session!.expires)],
    ['a sign-out', () => store().signOut()],
  ])('after %s it asks for credentials (prompt=login)', async (_, end) => {
    store().signIn(demoToken('driver'), 'id');
    end();
    expect(store().session).toBeNull();
    await startOidcSignIn();
    expect(um.signinRedirect).toHaveBeenLastCalledWith(
      expect.objectContaining({ prompt: 'login' }),
    );
  });

  it('the mark outlives the reload to the provider and goes after a sign-in with credentials', async () => {
    store().signIn(demoToken('driver'), 'id');
    store().signOut();
    expect(localStorage.getItem(ASK_CREDENTIALS_KEY)).not.toBeNull();
    await startOidcSignIn();
    await providerSignIn();
    expect(localStorage.getItem(ASK_CREDENTIALS_KEY)).toBeNull();
    await startOidcSignIn();
    expect(um.signinRedirect).toHaveBeenLastCalledWith(undefined);
  });

  it('a sign-in started before the session ended does not clear the mark', async () => {
    await startOidcSignIn();
    store().signIn(demoToken('driver'), 'id');
    store().signOut();
    await providerSignIn();
    expect(localStorage.getItem(ASK_CREDENTIALS_KEY)).not.toBeNull();
  });

  it('a failed sign-in keeps the mark', async () => {
    store().signOut();
    await startOidcSignIn();
    expect(
      (await completeOidcSignIn('http://localhost/?oidc=callback&error=access_denied')).kind,
    ).toBe('failed');
    um.signinRedirectCallback.mockRejectedValueOnce(new Error('state'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await completeOidcSignIn(callback)).kind).toBe('failed');
    await startOidcSignIn();
    expect(um.signinRedirect).toHaveBeenLastCalledWith(
      expect.objectContaining({ prompt: 'login' }),
    );
  });
});
