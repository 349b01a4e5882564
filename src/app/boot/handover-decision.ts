import { parseToken, type Session } from '@/lib/auth/token';

/**
 * What a token handed over in the address may do to the session in place. A link must not
 * switch a signed-in user into another account unasked, and a bad token must not sign anyone out.
 */
export type HandoverDecision =
  | { kind: 'none' }
  /** No session yet: sign in with it. */
  | { kind: 'sign-in'; token: string }
  /** The same user: the newer token replaces the old one. */
  | { kind: 'replace'; token: string }
  /** Another user: ask before switching. */
  | { kind: 'ask'; token: string; current: Session; next: Session }
  /** Malformed or outside its window: ignored (with a notice); the session stays as it was. */
  | { kind: 'invalid'; hadSession: boolean };

const who = (session: Session) => session.userId || session.userName || session.employeeNumber;

export function decideHandover(
  token: string | null,
  current: Session | null,
  nowMs: number = Date.now(),
): HandoverDecision {
  if (!token) return { kind: 'none' };
  const result = parseToken(token, nowMs);
  if (!result.ok) {
    console.warn(
      `Åtkomsttoken ogiltig (${result.reason}), överlämnad i adressen; den används inte.`,
    );
    return { kind: 'invalid', hadSession: current !== null };
  }
  if (!current) return { kind: 'sign-in', token };
  if (who(current) === who(result.session)) return { kind: 'replace', token };
  return { kind: 'ask', token, current, next: result.session };
}
