import { describe, expect, it } from 'vitest';
import { parseToken, type Session } from '@/lib/auth/token';
import { demoToken, tokenWith } from '@/test/tokens';
import { decideHandover } from './handover-decision';

const sessionOf = (token: string): Session => {
  const result = parseToken(token);
  if (!result.ok) throw new Error(result.reason);
  return result.session;
};

describe('a handed-over token and the session in place', () => {
  const driver = demoToken('driver');
  const dispatcher = demoToken('dispatcher');

  it('signs in when nobody is signed in', () => {
    expect(decideHandover(driver, null)).toEqual({ kind: 'sign-in', token: driver });
  });

  it('replaces the token of the same user', () => {
    const newer = demoToken('driver', { iat: Math.floor(Date.now() / 1000) + 1 });
    expect(decideHandover(newer, sessionOf(driver))).toEqual({ kind: 'replace', token: newer });
  });

  it('asks before switching to another user', () => {
    const decision = decideHandover(dispatcher, sessionOf(driver));
    expect(decision.kind).toBe('ask');
    if (decision.kind === 'ask') {
      expect(decision.current.name).toBe('Anna Lindqvist');
      expect(decision.next.name).toBe('Karin Sjöberg');
    }
  });

  it('ignores a malformed or expired token, keeping the session', () => {
    const expired = tokenWith({ sub: 'x', exp: Math.floor(Date.now() / 1000) + 3600 });
    expect(decideHandover('not-a-jwt', sessionOf(driver))).toEqual({
      kind: 'invalid',
      hadSession: true,
    });
    expect(decideHandover(expired, null)).toEqual({ kind: 'invalid', hadSession: false });
  });

  it('does nothing without a token', () => {
    expect(decideHandover(null, sessionOf(driver))).toEqual({ kind: 'none' });
  });
});
