import { useSessionStore } from '@/stores/session';
import { RETURN_PATH_STORAGE_KEY } from '@/lib/auth/return-path';
import { PENDING_HANDOVER_KEY } from '@/lib/auth/pending-handover';

/**
 * A tab's session storage holds one user's view state (filters, searches, drafts of forms,
 * cached lists). When another user's session arrives in the tab (signed in here after the
 * previous one ended, or in another tab: a hand-over accepted there), that state goes, so that
 * every screen starts over. What the sign-in itself keeps in the tab stays.
 */
const OWNER_KEY = 'pp.tabUser';
const KEPT_KEYS = new Set([
  OWNER_KEY,
  RETURN_PATH_STORAGE_KEY,
  'pp.signInNotice',
  'pp.askCredentials',
  PENDING_HANDOVER_KEY,
]);
/** The identity provider client's state of a sign-in under way. */
const KEPT_PREFIXES = ['pp.oidc.', 'oidc.'];

const kept = (key: string) =>
  KEPT_KEYS.has(key) || KEPT_PREFIXES.some((prefix) => key.startsWith(prefix));

/** Makes `userId` the tab's user; gives true when another user's state was cleared. */
export function claimTab(userId: string, storage?: Storage): boolean {
  try {
    const store = storage ?? sessionStorage;
    const owner = store.getItem(OWNER_KEY);
    if (owner === userId) return false;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) keys.push(store.key(i) ?? '');
    // A tab that had no user yet keeps what it has (nothing of anyone else's can be in it).
    if (owner !== null) keys.filter((key) => !kept(key)).forEach((key) => store.removeItem(key));
    store.setItem(OWNER_KEY, userId);
    return owner !== null;
  } catch {
    return false; // storage blocked or full: nothing kept in it either
  }
}

/** Follows the session from now on (and claims the tab for the user signed in at start). */
export function watchTabOwner(): () => void {
  const claim = (userId: string | undefined) => void (userId && claimTab(userId));
  claim(useSessionStore.getState().session?.userId);
  return useSessionStore.subscribe((state, previous) => {
    if (state.session?.userId !== previous.session?.userId) claim(state.session?.userId);
  });
}
