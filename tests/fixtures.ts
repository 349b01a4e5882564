import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signMockJwt } from '../mocks/lib/jwt';
import { DEMO_USERS, demoClaims, type DemoUser } from '../mocks/seed/demo-users';
import { keepDateSubclasses } from './fake-clock-dates';

export const NAMESPACE_COOKIE = 'pp-mock-ns';

/** A demo user's token, as the mock identity provider would issue it. */
export function tokenFor(key: DemoUser['key'], overrides: Record<string, unknown> = {}): string {
  const user = DEMO_USERS.find((u) => u.key === key);
  if (!user) throw new Error(`No demo user ${key}`);
  return signMockJwt({ ...demoClaims(user), ...overrides });
}

/**
 * A token that both clocks accept: the page's fake one standing at `atMs` (the portal: valid from
 * nbf − 1 h until exp − 4 h) and the real one of the mock server (nbf − 1 h, exp), whatever the
 * real hour of the test run. Issued half an hour before the earlier of the two, expiring 16 h after
 * the later one.
 */
export function tokenValidAt(
  key: DemoUser['key'],
  atMs: number,
  overrides: Record<string, unknown> = {},
): string {
  const now = Date.now();
  const issued = Math.floor((Math.min(now, atMs) - 30 * 60_000) / 1000);
  const exp = Math.floor((Math.max(now, atMs) + 16 * 3600_000) / 1000);
  return tokenFor(key, { iat: issued, nbf: issued, exp, ...overrides });
}

export function rawToken(claims: Record<string, unknown>): string {
  return signMockJwt(claims);
}

/** Signs in by the token hand-over of CONTRACT and opens `path` (e.g. '/vls/mydocs'). */
export async function signIn(
  page: Page,
  key: DemoUser['key'] | { token: string },
  path = '/',
): Promise<void> {
  const token = typeof key === 'string' ? tokenFor(key) : key.token;
  await page.goto(`/?token=${encodeURIComponent(token)}#${path}`);
}

/** The rules the portal is held to: WCAG 2.2 level A and AA (axe's tags for 2.0, 2.1 and 2.2). */
export const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core with the WCAG 2.2 AA rules: no violation at all on what the page shows now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG22_AA).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** The mock's answer profile for a test's world (mocks/profile/profile.ts). */
export type MockProfileOption = 'default' | 'spec';

/**
 * The step of the spec profile's write rotation a test's first write takes: from the test's id
 * (file, title, project), so that journeys meet different answer shapes, the same on a retry.
 */
function rotationStartOf(testId: string): number {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 60;
}

/**
 * Every test gets its own mock world (a namespace chosen by cookie), so tests run in parallel
 * without seeing each other's changes. Tests that need two browsers in one world pass the
 * namespace to `newContext` themselves via `joinNamespace`. With the option `mockProfile: 'spec'`
 * (the `spec-profile` project) the world answers only what the spec promises.
 */
export const test = base.extend<{
  namespace: string;
  dateSubclasses: void;
  mockProfile: MockProfileOption;
}>({
  mockProfile: ['default', { option: true }],
  namespace: [
    async ({ context, baseURL, mockProfile }, use, testInfo) => {
      const ns = `e2e-${testInfo.testId}-${testInfo.retry}`.replace(/[^\w.-]/g, '');
      await context.addCookies([{ name: NAMESPACE_COOKIE, value: ns, url: baseURL! }]);
      if (mockProfile !== 'default') {
        const answer = await context.request.post(`${baseURL}/mock/__control`, {
          headers: { 'x-mock-ns': ns },
          data: { profile: mockProfile, rotationStart: rotationStartOf(testInfo.testId) },
        });
        if (!answer.ok()) throw new Error(`Mock profile ${mockProfile}: ${answer.status()}`);
      }
      await use(ns);
    },
    { auto: true },
  ],
  // Dates of the portal's Stockholm clock stay Stockholm dates under `page.clock` too.
  dateSubclasses: [
    async ({ context }, use) => {
      await context.addInitScript(keepDateSubclasses);
      await use();
    },
    { auto: true },
  ],
});

export async function joinNamespace(
  context: import('@playwright/test').BrowserContext,
  ns: string,
  baseURL: string,
): Promise<void> {
  await context.addCookies([{ name: NAMESPACE_COOKIE, value: ns, url: baseURL }]);
}

export { expect };
