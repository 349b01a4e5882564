import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session';
import { oidcSignOut } from '@/lib/auth/oidc';

/**
 * Logout: every token and all stored session state go (other tabs follow through local
 * storage), then the identity provider's end-session with the id token hint and a redirect back
 * to the login view. Without an id token (a handed-over token, a demo user) there is no session
 * at the identity provider to end: straight to the login view.
 */
export async function signOutEverywhere(
  queryClient: QueryClient,
  toLogin: () => void,
): Promise<void> {
  const { idToken } = useSessionStore.getState();
  useSessionStore.getState().signOut();
  void queryClient.cancelQueries();
  queryClient.clear();
  try {
    sessionStorage.clear();
  } catch {
    /* ignore */
  }
  if (!idToken) {
    toLogin();
    return;
  }
  try {
    await oidcSignOut(idToken);
  } catch (error) {
    console.warn('Utloggning hos identitetsleverantören misslyckades', error);
    toLogin();
  }
}
