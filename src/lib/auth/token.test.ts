import { describe, expect, it } from 'vitest';
import { parseAccessClaim, parseRoles, parseToken, sessionStatus } from './token';
import { tokenWith } from '@/test/tokens';

const H = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const s = (ms: number) => Math.floor(ms / 1000);

describe('token validity window (nbf − 1 h until exp − 4 h)', () => {
  const exp = now + 10 * H;
  const nbf = now + 2 * H;
  const token = tokenWith({ exp: s(exp), nbf: s(nbf), sub: 'u1' });
  it.each([
    ['just before nbf − 1 h', nbf - H - 1000, 'not-yet-valid'],
    ['exactly nbf − 1 h', nbf - H, true],
    ['just before exp − 4 h', exp - 4 * H - 1000, true],
    ['exactly exp − 4 h', exp - 4 * H, 'expired'],
  ])('%s', (_label, at, expected) => {
    const result = parseToken(token, at);
    if (expected === true) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, reason: expected });
  });

  it('refuses a token without exp and a malformed token', () => {
    expect(parseToken(tokenWith({ sub: 'x' }), now)).toEqual({ ok: false, reason: 'no-exp' });
    expect(parseToken('not-a-jwt', now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('reads numbers that arrive as strings', () => {
    const result = parseToken(
      tokenWith({ exp: String(s(now + 8 * H)), defaultDistrictId: '4', dutySites: ['101', 102] }),
      now,
    );
    expect(result.ok && result.session.defaultDistrictId).toBe(4);
    expect(result.ok && result.session.dutySites).toEqual([101, 102]);
  });
});

describe('access claim in every form of CONTRACT', () => {
  const expected = [
    { name: 'DOC_TOREAD', districts: [1, 2] },
    { name: 'BETA_TESTER', districts: '*' },
  ];
  it.each([
    [
      'a JSON array',
      [
        { name: 'DOC_TOREAD', districts: [1, 2] },
        { name: 'BETA_TESTER', districts: ['*'] },
      ],
    ],
    [
      'the array as one JSON string',
      JSON.stringify([
        { name: 'DOC_TOREAD', districts: [1, 2] },
        { name: 'BETA_TESTER', districts: ['*'] },
      ]),
    ],
    [
      'an array of JSON strings',
      [
        JSON.stringify({ name: 'DOC_TOREAD', districts: [1, 2] }),
        JSON.stringify({ name: 'BETA_TESTER', districts: ['*'] }),
      ],
    ],
    [
      'PascalCase keys',
      [
        { Name: 'DOC_TOREAD', Districts: [1, 2] },
        { Name: 'BETA_TESTER', Districts: ['*'] },
      ],
    ],
    [
      'district ids as strings',
      [
        { name: 'DOC_TOREAD', districts: ['1', '2'] },
        { name: 'BETA_TESTER', districts: ['*'] },
      ],
    ],
  ])('%s', (_label, claim) => {
    expect(parseAccessClaim(claim)).toEqual(expected);
  });

  it('skips entries without a name', () => {
    expect(parseAccessClaim([{ districts: [1] }, 'junk', 42, null])).toEqual([]);
  });
});

describe('role claim', () => {
  it.each([
    ['one value', 'driver', ['driver']],
    ['many values', ['driver', 'useradmin'], ['driver', 'useradmin']],
    ['missing', undefined, []],
  ])('%s', (_label, claim, roles) => expect(parseRoles(claim)).toEqual(roles));
});

describe('session status', () => {
  it.each([
    [7 * H, 'ok'],
    [6 * H, 'ok'],
    [6 * H - 1, 'warning'],
    [1, 'warning'],
    [0, 'expired'],
    [-H, 'expired'],
  ])('%d ms left → %s', (left, status) => {
    expect(sessionStatus({ expires: now + left }, now)).toBe(status);
  });
});
