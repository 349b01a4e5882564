import { safeSetItem } from '@/lib/storage/safe-storage';

/**
 * Return targets after sign-in: only in-app paths (`/vls/mydocs?x=1`). An absolute URL, `//host`,
 * `/\host`, an encoded variant of these, `javascript:` or anything odd gives the front page.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return '/';
  let decoded = value;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return '/';
    }
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith('/')) return '/';
    if (/^\/[\\/]/.test(candidate)) return '/';
    // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return '/';
    if (/^[a-z][a-z0-9+.-]*:/i.test(candidate.slice(1))) return '/';
    if (/javascript:|data:|vbscript:/i.test(candidate)) return '/';
  }
  // Sign-in routes are never a place to return to (however spelt: /LOGOUT, /%6Cogout, /!/logout).
  if (/^\/(!\/)?(login|logout|refreshtoken)(\/|\?|#|$)/.test(decoded.toLowerCase())) return '/';
  return value;
}

export const RETURN_PATH_STORAGE_KEY = 'pp.returnPath';

export function rememberReturnPath(path: string): void {
  safeSetItem('session', RETURN_PATH_STORAGE_KEY, safeReturnPath(path));
}

/** The remembered path, or the front page. */
export function readReturnPath(): string {
  try {
    return safeReturnPath(sessionStorage.getItem(RETURN_PATH_STORAGE_KEY));
  } catch {
    return '/';
  }
}

/** Forgets the remembered path (once the user has arrived). */
export function clearReturnPath(): void {
  try {
    sessionStorage.removeItem(RETURN_PATH_STORAGE_KEY);
  } catch {
    /* ignore */
  }
}

/** The remembered path (once), or the front page. */
export function takeReturnPath(): string {
  const path = readReturnPath();
  clearReturnPath();
  return path;
}
