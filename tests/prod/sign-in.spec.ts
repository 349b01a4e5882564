import { test, expect, signInOidc } from './fixtures';

test('sign in through the OpenID provider, use the portal, sign out leaves nothing behind', async ({
  page,
  baseURL,
}) => {
  await signInOidc(page, 'dispatcher');
  expect(page.url()).not.toMatch(/code=|state=|token=/);
  // The portal's claims arrived in the JWT access token: the dispatcher's tiles are shown.
  await expect(page.getByRole('link', { name: 'Dokument' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).toMatch(/eyJ/);

  // Signing out ends the session at the provider too (RP-initiated logout): its end-session
  // endpoint gets the id token as hint and the portal's registered address to come back to.
  const endSession = page.waitForRequest((r) => new URL(r.url()).pathname === '/session/end');
  await page.getByRole('button', { name: /Logga ut/ }).click();
  const end = new URL((await endSession).url());
  expect(end.origin).not.toBe(baseURL);
  expect(end.searchParams.get('id_token_hint')).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${baseURL}/`);
  await page.waitForURL((url) => url.origin === baseURL);
  await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
  const left = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(left).not.toMatch(/eyJ/);
});
