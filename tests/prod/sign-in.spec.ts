import { test, expect, signInOidc } from './fixtures';

test('sign in through the OpenID provider, use the portal, sign out leaves nothing behind', async ({
  page,
}) => {
  await signInOidc(page, 'dispatcher');
  expect(page.url()).not.toMatch(/code=|state=|token=/);
  // The portal's claims arrived in the JWT access token: the dispatcher's tiles are shown.
  await expect(page.getByRole('link', { name: 'Dokument' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).toMatch(/eyJ/);

  await page.getByRole('button', { name: /Logga ut/ }).click();
  await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
  const left = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(left).not.toMatch(/eyJ/);
});
