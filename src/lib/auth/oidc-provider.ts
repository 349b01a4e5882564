import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { getConfig } from '@/lib/config';
import { credentialsAsked, mustAskCredentials } from './ask-credentials';
import { appBaseUrl, type OidcCallback } from './oidc';

/**
 * The identity provider (authorization code + PKCE): this module and oidc-client-ts are loaded
 * only when a sign-in, its callback or a sign-out needs them (./oidc.ts), not with every start.
 */
let manager: UserManager | null = null;

function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

function getUserManager(): UserManager {
  const { oidc } = getConfig();
  manager ??= new UserManager({
    authority: absolute(oidc.authority),
    client_id: oidc.clientId,
    scope: oidc.scope,
    redirect_uri: `${appBaseUrl()}?oidc=callback`,
    // Without a fragment (OpenID providers refuse one); without a session the portal shows the
    // login view anyway.
    post_logout_redirect_uri: appBaseUrl(),
    response_type: 'code',
    loadUserInfo: false,
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // Sign-in state (PKCE verifier, nonce) lives in this tab only, never in local storage,
    // so an abandoned sign-in leaves nothing behind once the tab closes.
    stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: 'pp.oidc.' }),
  });
  return manager;
}

/** The sign-in's own state says it asked for credentials (the mark may be newer than the sign-in). */
const ASKED = 'asked-credentials';

/**
 * Starts the sign-in at the identity provider (stale state of abandoned sign-ins goes first).
 * After a session that ended without the user asking, the provider must ask for credentials:
 * its own session may still be the previous user's.
 */
export async function startSignIn(): Promise<void> {
  const um = getUserManager();
  await um.clearStaleState().catch(() => undefined);
  await um.signinRedirect(mustAskCredentials() ? { prompt: 'login', state: ASKED } : undefined);
}

/** Exchanges the code the identity provider sent back for the tokens. */
export async function finishSignIn(href: string): Promise<OidcCallback> {
  try {
    const um = getUserManager();
    const user = await um.signinRedirectCallback(href);
    await um.removeUser();
    if (user.state === ASKED) credentialsAsked();
    return { kind: 'signed-in', accessToken: user.access_token, idToken: user.id_token ?? null };
  } catch (cause) {
    console.warn('Inloggningen kunde inte slutföras', cause);
    return { kind: 'failed', reason: null };
  }
}

/** Ends the session at the identity provider, which sends the browser back to the login view. */
export async function signOut(idToken: string | null): Promise<void> {
  await getUserManager().signoutRedirect({ id_token_hint: idToken ?? undefined });
}
