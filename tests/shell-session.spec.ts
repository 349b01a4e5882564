import { test, expect, signIn, tokenFor, rawToken } from './fixtures';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const now = () => Math.floor(Date.now() / 1000);

test('session status: ok, then warning under 6 hours left (checked every 10 s); the clock ticks', async ({
  page,
}) => {
  await page.clock.install();
  const token = rawToken({ ...claimsOf(tokenFor('driver')), exp: now() + 6 * 3600 + 30 });
  await signIn(page, { token });
  const status = page.locator('.session-status');
  await expect(status.getByText('Inloggningen är giltig')).toBeAttached();
  const before = await status.locator('time').textContent();
  await page.clock.runFor(1_000);
  await expect(status.locator('time')).not.toHaveText(before!);
  await page.clock.runFor(40_000);
  await expect(status.getByText('Inloggningen upphör snart')).toBeAttached();
});

test('past the token cut-off the next action leads to sign-in, then back to the view', async ({
  page,
}) => {
  await page.clock.install();
  const token = rawToken({ ...claimsOf(tokenFor('dispatcher')), exp: now() + 4 * 3600 + 60 });
  await signIn(page, { token }, '/');
  await expect(page.getByRole('heading', { name: 'Nyhet' })).toBeVisible();
  await page.clock.runFor(2 * 60_000);
  // Still on screen; the next call (links for the new district) finds the token past its cut-off.
  await expect(page.getByRole('heading', { name: 'Nyhet' })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Trafikdistrikt' })
    .selectOption({ label: 'Östergötland' });
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByRole('button', { name: /Karin Sjöberg/ }).click();
  await expect(page.getByRole('heading', { name: 'Nyhet' })).toBeVisible();
});
