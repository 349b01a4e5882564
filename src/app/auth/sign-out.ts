import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session';
import { oidcSignOut } from '@/lib/auth/oidc';
import { dropUserDrafts } from '@/lib/storage/shift-drafts';

/**
 * Logout: every token, the user's drafts and all stored session state go (other tabs follow
 * through local storage), then the identity provider's end-session with a redirect back to the login view
 * (spec 1 §4), with the id token hint where there is one. Also without one (a token handed over
 * by another system): the user may well hold a session at the identity provider from that
 * system's sign-in, which on a shared depot PC would sign the next person in unasked. Only when
 * the identity provider cannot be reached does it go straight to the login view.
 */
export async function signOutEverywhere(
  queryClient: QueryClient,
  toLogin: () => void,
): Promise<void> {
  const { idToken, session } = useSessionStore.getState();
  // An explicit sign-out leaves none of the user's drafts on the (shared) device.
  if (session) dropUserDrafts(session.userId);
  useSessionStore.getState().signOut();
  void queryClient.cancelQueries();
  queryClient.clear();
  try {
    sessionStorage.clear();
  } catch {
    /* ignore */
  }
  // The static demo's identity provider lives in the page's service worker, which answers no
  // navigation: a demo user (no id token) goes straight to the login view there.
  if (!idToken && import.meta.env.VITE_MOCK === 'worker') {
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
