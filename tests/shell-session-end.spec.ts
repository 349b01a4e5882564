import { test, expect, signIn, tokenFor, rawToken } from './fixtures';

/** Issue 8, rules 1, 2 and 5: how a session ends, everywhere and in every tab. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const now = () => Math.floor(Date.now() / 1000);
const storedToken = (page: import('@playwright/test').Page) =>
  page.evaluate(() => localStorage.getItem('pp.accessToken'));

test('#!/logout from another system ends the session and shows the login view', async ({
  page,
}) => {
  await signIn(page, 'driver', '/report');
  await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
  await page.goto('/#!/logout');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await page.goto('/#/report');
  await expect(page).toHaveURL(/#\/login$/);
});

test('/refreshToken shows the login view to a signed-in user; signing in anew replaces the session', async ({
  page,
}) => {
  await signIn(page, 'driver', '/');
  await expect(page.getByText('Anna Lindqvist')).toBeVisible();
  await page.goto('/#/refreshToken');
  await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Karin Sjöberg/ }).click();
  await expect(page.getByText('Karin Sjöberg')).toBeVisible();
  await expect(page.getByText('Anna Lindqvist')).toHaveCount(0);
});

test.describe('the 4-hour cut-off ends the session wherever it is read', () => {
  const nearCutoff = () =>
    rawToken({ ...claimsOf(tokenFor('dispatcher')), exp: now() + 4 * 3600 + 60 });

  test('the 10-second check signs out a tab nobody touches', async ({ page }) => {
    await page.clock.install();
    await signIn(page, { token: nearCutoff() }, '/report');
    await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
    await page.clock.runFor(75_000);
    await expect(page).toHaveURL(/#\/login$/);
    expect(await storedToken(page)).toBeNull();
    // Signing in again returns to the view.
    await page.getByRole('button', { name: /Karin Sjöberg/ }).click();
    await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
  });

  test('the route guard refuses a view past the cut-off before any check has run', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, { token: nearCutoff() }, '/');
    await expect(page.getByRole('heading', { name: 'Nyhet' })).toBeVisible();
    // Time passes without any timer firing (a laptop waking up).
    await page.clock.setSystemTime(Date.now() + 5 * 60_000);
    await page.evaluate(() => (window.location.hash = '#/report'));
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { name: 'Rapporter' })).toHaveCount(0);
  });

  test('a redirect route past the cut-off does not hand the user over', async ({ page }) => {
    await page.clock.install();
    await signIn(page, { token: nearCutoff() }, '/');
    await expect(page.getByRole('heading', { name: 'Nyhet' })).toBeVisible();
    const handedOver: string[] = [];
    page.on('request', (r) => r.url().includes('mock.invalid') && handedOver.push(r.url()));
    await page.clock.setSystemTime(Date.now() + 5 * 60_000);
    await page.evaluate(() => (window.location.hash = '#/commando'));
    await expect(page).toHaveURL(/#\/login$/);
    expect(handedOver).toEqual([]);
  });
});

test('every tab follows a sign-out and a new sign-in', async ({ page, context }) => {
  await signIn(page, 'driver', '/');
  await expect(page.getByText('Anna Lindqvist')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/#/report');
  await expect(other.getByRole('heading', { name: 'Rapporter' })).toBeVisible();

  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(other).toHaveURL(/#\/login$/);

  // A new sign-in in the first tab: the other one goes back to where it was, as the new user.
  await page.getByRole('button', { name: /Karin Sjöberg/ }).click();
  await expect(page.getByText('Karin Sjöberg')).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
  await expect(other.getByText('Karin Sjöberg')).toBeVisible();
});
