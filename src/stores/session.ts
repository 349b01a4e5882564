import { create } from 'zustand';
import { parseToken, tokenCutoff, type Session } from '@/lib/auth/token';

/** Where the access token is kept between visits (CONTRACT: local storage). */
export const TOKEN_STORAGE_KEY = 'pp.accessToken';
export const ID_TOKEN_STORAGE_KEY = 'pp.idToken';

interface SessionState {
  session: Session | null;
  idToken: string | null;
  /** Takes a token; returns false (and stays signed out) when it is outside its window. */
  signIn: (token: string, idToken?: string | null) => boolean;
  signOut: () => void;
  /** Drops a session whose token passed its cut-off (exp − 4 h). */
  expireIfDue: (nowMs?: number) => boolean;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function restore(): Session | null {
  const token = storage()?.getItem(TOKEN_STORAGE_KEY);
  if (!token) return null;
  const result = parseToken(token);
  if (result.ok) return result.session;
  console.warn(`Åtkomsttoken ogiltig (${result.reason}); den tas bort.`);
  storage()?.removeItem(TOKEN_STORAGE_KEY);
  return null;
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  session: restore(),
  idToken: storage()?.getItem(ID_TOKEN_STORAGE_KEY) ?? null,
  signIn: (token, idToken = null) => {
    const result = parseToken(token);
    if (!result.ok) {
      console.warn(`Åtkomsttoken ogiltig (${result.reason}); den tas bort.`);
      storage()?.removeItem(TOKEN_STORAGE_KEY);
      set({ session: null });
      return false;
    }
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
    if (idToken) storage()?.setItem(ID_TOKEN_STORAGE_KEY, idToken);
    set({ session: result.session, idToken: idToken ?? get().idToken });
    return true;
  },
  signOut: () => {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
    storage()?.removeItem(ID_TOKEN_STORAGE_KEY);
    set({ session: null, idToken: null });
  },
  expireIfDue: (nowMs = Date.now()) => {
    const { session } = get();
    if (!session || nowMs < tokenCutoff(session)) return false;
    console.warn('Åtkomsttoken har passerat sin giltighetstid; den tas bort.');
    storage()?.removeItem(TOKEN_STORAGE_KEY);
    set({ session: null });
    return true;
  },
}));

/** The current session, or null. */
export const useSession = () => useSessionStore((state) => state.session);

/** The token to send, or null when there is none or it passed its cut-off. */
export function currentToken(): string | null {
  const state = useSessionStore.getState();
  state.expireIfDue();
  return useSessionStore.getState().session?.token ?? null;
}
