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
  const header = page.getByRole('banner');
  await expect(header.getByText('Inloggningen är giltig')).toBeAttached();
  const clock = header.getByText(/^\d\d:\d\d:\d\d$/);
  const before = await clock.textContent();
  await page.clock.runFor(1_000);
  await expect(clock).not.toHaveText(before!);
  await page.clock.runFor(40_000);
  await expect(header.getByText('Inloggningen upphör snart')).toBeAttached();
});

// The cut-off itself (10-s check, route guard, redirects): shell-session-end.spec.ts.
