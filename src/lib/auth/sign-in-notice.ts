import { safeSetItem } from '@/lib/storage/safe-storage';

/**
 * A notice for the login view from before the app renders (a failed identity-provider callback,
 * a handed-over token that could not be used). Kept for this tab only, shown once.
 */
export type SignInNotice =
  | { kind: 'callback-failed' }
  | { kind: 'callback-denied'; reason: string }
  | { kind: 'invalid-handover' };

const KEY = 'pp.signInNotice';

export function leaveSignInNotice(notice: SignInNotice): void {
  safeSetItem('session', KEY, JSON.stringify(notice));
}

/** The notice left for the login view (clear it once shown). */
export function peekSignInNotice(): SignInNotice | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value !== 'object' || value === null || !('kind' in value)) return null;
    return value as SignInNotice;
  } catch {
    return null;
  }
}

export function clearSignInNotice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}
