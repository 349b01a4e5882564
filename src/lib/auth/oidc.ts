import type { UserManager } from 'oidc-client-ts';
import { getConfig } from '@/lib/config';
import { credentialsAsked, mustAskCredentials } from './ask-credentials';

/** The identity provider (authorization code + PKCE), loaded only when a sign-in needs it. */
let manager: Promise<UserManager> | null = null;

function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

export function appBaseUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

export function getUserManager(): Promise<UserManager> {
  manager ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore }) => {
    const { oidc } = getConfig();
    return new UserManager({
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
  });
  return manager;
}

/**
 * Starts the sign-in at the identity provider (stale state of abandoned sign-ins goes first).
 * After a session that ended without the user asking, the provider must ask for credentials:
 * its own session may still be the previous user's.
 */
export async function startOidcSignIn(): Promise<void> {
  const um = await getUserManager();
  await um.clearStaleState().catch(() => undefined);
  await um.signinRedirect(mustAskCredentials() ? { prompt: 'login', state: ASKED } : undefined);
}

/** The sign-in's own state says it asked for credentials (the mark may be newer than the sign-in). */
const ASKED = 'asked-credentials';

export type OidcCallback =
  | { kind: 'none' }
  | { kind: 'signed-in'; accessToken: string; idToken: string | null }
  /** `reason`: the provider's error code (e.g. access_denied), never its free text. */
  | { kind: 'failed'; reason: string | null };

/** Finishes a sign-in when the identity provider sent the browser back (with a code or an error). */
export async function completeOidcSignIn(href: string): Promise<OidcCallback> {
  const url = new URL(href);
  if (url.searchParams.get('oidc') !== 'callback') return { kind: 'none' };
  const error = url.searchParams.get('error');
  if (error || !url.searchParams.get('code'))
    return { kind: 'failed', reason: error && /^[a-z_]{1,40}$/.test(error) ? error : null };
  try {
    const um = await getUserManager();
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
export async function oidcSignOut(idToken: string | null): Promise<void> {
  const um = await getUserManager();
  await um.signoutRedirect({ id_token_hint: idToken ?? undefined });
}
