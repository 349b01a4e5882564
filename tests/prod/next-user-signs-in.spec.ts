import type { Page } from '@playwright/test';
import { test, expect, signInOidc } from './fixtures';
import { DEMO_USERS } from '../../mocks/seed/demo-users';

const KARIN = DEMO_USERS.find((u) => u.key === 'dispatcher')!.employee;
const ANNA = DEMO_USERS.find((u) => u.key === 'driver')!.employee;

/** The subject of the access token the portal keeps, or null. */
const storedSubject = (page: Page) =>
  page.evaluate(() => {
    const token = localStorage.getItem('pp.accessToken');
    if (!token) return null;
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { sub?: string }).sub ?? null;
  });

test('a shared PC: after a 401 ends the session, the next sign-in asks the provider for credentials', async ({
  page,
  baseURL,
  watch,
}) => {
  await signInOidc(page, 'dispatcher');
  expect(await storedSubject(page)).toBe(KARIN.userId);

  // The APIs refuse the token (revoked, or the clock moved on): the session ends unasked.
  await page.route(
    (url) => url.origin !== baseURL && url.pathname.startsWith('/mock/'),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, status: 401, body: '{"message":"Token expired"}' });
    },
  );
  await page.reload();
  const signInButton = page.getByRole('button', { name: 'Logga in', exact: true });
  await expect(signInButton).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  // The browser reports each refused call; that is the refusal this journey made.
  watch.consoleErrors = watch.consoleErrors.filter((e) => !/status of 401/.test(e));
  expect(await storedSubject(page)).toBeNull();

  // The provider still holds Karin's session, but the next 'Logga in' must not use it: it asks
  // for credentials, and nothing of Karin comes back meanwhile.
  const authorize = page.waitForRequest((r) => new URL(r.url()).pathname === '/auth');
  await signInButton.click();
  expect(new URL((await authorize).url()).searchParams.get('prompt')).toBe('login');
  await expect(page.locator('input[name="login"]')).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(baseURL);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/eyJ/);

  // The next person signs in as themselves.
  await page.locator('input[name="login"]').fill(ANNA.userId);
  await page.locator('input[name="password"]').fill('valfritt');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('button', { name: /Logga ut/ })).toBeVisible();
  expect(await storedSubject(page)).toBe(ANNA.userId);

  // Her sign-in asked for credentials: the one after a plain sign-out goes by the provider again.
  expect(await page.evaluate(() => localStorage.getItem('pp.askCredentials'))).toBeNull();
});
