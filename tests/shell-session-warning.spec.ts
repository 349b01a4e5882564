import { test, expect, signIn, tokenFor, rawToken } from './fixtures';

/** Issue 8, rule 3: the configured token-expiry warning, 120 minutes before the session ends. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const now = () => Math.floor(Date.now() / 1000);
const endingIn = (minutes: number) =>
  rawToken({ ...claimsOf(tokenFor('driver')), exp: now() + 4 * 3600 + minutes * 60 });
const warning = (page: import('@playwright/test').Page) =>
  page.getByRole('status').filter({ hasText: 'Din inloggning upphör om' });

test('the warning appears 120 minutes before the cut-off, with the time left', async ({ page }) => {
  await page.clock.install();
  await signIn(page, { token: endingIn(125) }, '/report');
  await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
  await page.clock.runFor(6 * 60_000);
  await expect(warning(page)).toContainText('1 h 59 min');
  // It does not interrupt: no dialog, focus stays where it was.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor(30 * 60_000);
  await expect(warning(page)).toContainText('1 h 29 min');
});

test('signing in again from the warning keeps the page as it is', async ({ page, context }) => {
  await signIn(page, { token: endingIn(100) }, '/me');
  await expect(warning(page)).toContainText('1 h 40 min');
  await expect(page.getByRole('heading', { name: 'Inställningar' })).toBeVisible();
  // Something on the page that a reload would lose.
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

  const popupPromise = context.waitForEvent('page');
  await warning(page).getByRole('link', { name: 'Logga in igen' }).click();
  const popup = await popupPromise;
  await expect(popup.getByText(/Logga in igen för att förnya din inloggning/)).toBeVisible();
  await popup.getByRole('button', { name: /Anna Lindqvist/ }).click();
  await expect(popup.getByRole('heading', { name: 'Nyhet' })).toBeVisible();

  await expect(warning(page)).toHaveCount(0);
  await expect(page).toHaveURL(/#\/me$/);
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
});

test('the session status names the time the session ends, for screen readers too', async ({
  page,
}) => {
  await signIn(page, 'driver', '/');
  // In the header's accessibility tree (what a screen reader reads), not only in a tooltip.
  await expect
    .poll(() => page.getByRole('banner').ariaSnapshot())
    .toMatch(/Inloggningen är giltig\. Giltig till \d+ \S+ \d\d:\d\d\./);
});
