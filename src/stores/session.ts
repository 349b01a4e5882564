import { useEffect } from 'react';
import { create } from 'zustand';
import { askCredentialsNextSignIn } from '@/lib/auth/ask-credentials';
import { isPastCutoff, parseToken, tokenCutoff, type Session } from '@/lib/auth/token';
import { safeSetItem } from '@/lib/storage/safe-storage';

/** Where the access token is kept between visits (CONTRACT: local storage). */
export const TOKEN_STORAGE_KEY = 'pp.accessToken';
export const ID_TOKEN_STORAGE_KEY = 'pp.idToken';

interface SessionState {
  session: Session | null;
  idToken: string | null;
  /**
   * Takes a token (and the id token that came with it, if any: an id token never outlives the
   * access token it came with). An invalid token changes nothing and gives false.
   */
  signIn: (token: string, idToken?: string | null) => boolean;
  /**
   * Ends the session. Every end makes the next sign-in ask for credentials: only an explicit
   * sign-out ends the identity provider's session too, and not when the provider is unreachable.
   */
  signOut: () => void;
  /** Drops a session whose token passed its cut-off (exp − 4 h). */
  expireIfDue: (nowMs?: number) => boolean;
  /** Another tab signed in or out: take what local storage holds now (writes nothing). */
  syncFromStorage: () => void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function removeTokens(): void {
  // The id token first: a tab that hears the access token go finds no id token left behind.
  storage()?.removeItem(ID_TOKEN_STORAGE_KEY);
  storage()?.removeItem(TOKEN_STORAGE_KEY);
}

function restore(): Pick<SessionState, 'session' | 'idToken'> {
  const token = storage()?.getItem(TOKEN_STORAGE_KEY);
  if (!token) {
    storage()?.removeItem(ID_TOKEN_STORAGE_KEY);
    return { session: null, idToken: null };
  }
  const result = parseToken(token);
  if (result.ok)
    return { session: result.session, idToken: storage()?.getItem(ID_TOKEN_STORAGE_KEY) ?? null };
  console.warn(`Åtkomsttoken ogiltig (${result.reason}); den tas bort.`);
  removeTokens();
  // A session that ended while no tab was open (the PC left overnight) ended unasked too.
  askCredentialsNextSignIn();
  return { session: null, idToken: null };
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...restore(),
  signIn: (token, idToken = null) => {
    const result = parseToken(token);
    if (!result.ok) {
      console.warn(`Åtkomsttoken ogiltig (${result.reason}); den används inte.`);
      return false;
    }
    // Another user's session replaced (a hand-over accepted): the provider's may be theirs.
    const before = get().session;
    if (before && before.userId !== result.session.userId) askCredentialsNextSignIn();
    // The id token before the access token: other tabs react to the access token's change.
    // A full storage never stops a sign-in: the session then lives in this tab only.
    if (idToken) safeSetItem('local', ID_TOKEN_STORAGE_KEY, idToken);
    else storage()?.removeItem(ID_TOKEN_STORAGE_KEY);
    safeSetItem('local', TOKEN_STORAGE_KEY, token);
    set({ session: result.session, idToken });
    return true;
  },
  signOut: () => {
    removeTokens();
    askCredentialsNextSignIn();
    set({ session: null, idToken: null });
  },
  expireIfDue: (nowMs = Date.now()) => {
    const { session } = get();
    if (!session || nowMs < tokenCutoff(session)) return false;
    console.warn('Åtkomsttoken har passerat sin giltighetstid; den tas bort.');
    get().signOut();
    return true;
  },
  syncFromStorage: () => {
    const next = restore();
    if (next.session?.token === get().session?.token && next.idToken === get().idToken) return;
    set(next);
  },
}));

/** The current session, or null. */
export const useSession = () => useSessionStore((state) => state.session);

/**
 * The session as a route guard must see it: past its cut-off it counts as gone at once, even
 * before the 10-second check has removed it (a tab waking up after hours on a view).
 */
export function useLiveSession(): Session | null {
  const session = useSession();
  // Read at render on purpose: a guard that renders after the cut-off must not let the user in.
  const expired = session !== null && isPastCutoff(session);
  useEffect(() => {
    if (expired) useSessionStore.getState().expireIfDue();
  }, [expired]);
  return expired ? null : session;
}

/** The token to send, or null when there is none or it passed its cut-off. */
export function currentToken(): string | null {
  const state = useSessionStore.getState();
  state.expireIfDue();
  return useSessionStore.getState().session?.token ?? null;
}
