import { signMockJwt } from '../../mocks/lib/jwt';
import { DEMO_USERS, demoClaims, type DemoUser } from '../../mocks/seed/demo-users';

/** A signed-in demo user's token for tests (the mock identity provider's claims). */
export function demoToken(
  key: DemoUser['key'],
  overrides: Record<string, unknown> = {},
  nowMs = Date.now(),
): string {
  const user = DEMO_USERS.find((u) => u.key === key);
  if (!user) throw new Error(`No demo user ${key}`);
  return signMockJwt({ ...demoClaims(user, nowMs), ...overrides });
}

/** A token with exactly these claims (for the token-window and claim-form tables). */
export function tokenWith(claims: Record<string, unknown>): string {
  return signMockJwt(claims);
}
