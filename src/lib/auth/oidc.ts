/**
 * Sign-in at the identity provider (authorization code + PKCE). What talks to the provider
 * (./oidc-provider.ts with oidc-client-ts) is loaded only when a sign-in, its callback or a
 * sign-out needs it: a start with a session, or on the login view, does without.
 */
const provider = () => import('./oidc-provider');

export function appBaseUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/**
 * Starts the sign-in at the identity provider; after a session that ended without the user
 * asking, the provider is made to ask for credentials (see ./ask-credentials.ts).
 */
export async function startOidcSignIn(): Promise<void> {
  await (await provider()).startSignIn();
}

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
  const loaded = await provider().catch((cause: unknown) => {
    console.warn('Inloggningen kunde inte slutföras', cause);
    return null;
  });
  return loaded ? loaded.finishSignIn(href) : { kind: 'failed', reason: null };
}

/** Ends the session at the identity provider, which sends the browser back to the login view. */
export async function oidcSignOut(idToken: string | null): Promise<void> {
  await (await provider()).signOut(idToken);
}
