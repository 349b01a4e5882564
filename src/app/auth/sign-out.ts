import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session';
import { oidcSignOut } from '@/lib/auth/oidc';

const MOCK = import.meta.env.VITE_MOCK === 'dev' || import.meta.env.VITE_MOCK === 'worker';

/**
 * Logout: every token and all stored session state go, then the identity provider's end-session
 * with the id token hint and a redirect back (mock mode: straight back to the login view).
 */
export async function signOutEverywhere(
  queryClient: QueryClient,
  idToken: string | null,
  toLogin: () => void,
): Promise<void> {
  useSessionStore.getState().signOut();
  queryClient.clear();
  try {
    sessionStorage.clear();
  } catch {
    /* ignore */
  }
  if (MOCK && !idToken) {
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
