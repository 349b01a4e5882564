import { test, expect, signIn, tokenFor, rawToken } from './fixtures';

const H = 3600;
const now = () => Math.floor(Date.now() / 1000);

test.describe('ways in', () => {
  test('OIDC sign-in (code + PKCE) at the identity provider returns to the remembered view', async ({
    page,
  }) => {
    await page.goto('/#/report');
    await expect(page).toHaveURL(/#\/login$/);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Mock-identitetsleverantör' })).toBeVisible();
    await page.getByRole('button', { name: /Karin Sjöberg/ }).click();
    await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
    await expect(page.getByText('Karin Sjöberg')).toBeVisible();
    expect(page.url()).not.toMatch(/code=|state=|token=/);
  });

  test('token handed over before the hash', async ({ page }) => {
    await page.goto(`/?token=${tokenFor('driver')}#/report`);
    await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
    expect(page.url()).toMatch(/\/#\/report$/);
    // The token is not in history either: the entry was replaced, not added.
    await page.goBack();
    expect(page.url()).not.toContain('token');
  });

  test('token handed over inside the hash', async ({ page }) => {
    await page.goto(`/#/report?token=${tokenFor('driver')}`);
    await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
    expect(page.url()).not.toContain('token');
  });

  test('demo user on the login view (mock mode)', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('button', { name: /Magnus Ek/ }).click();
    await expect(page.getByRole('link', { name: 'Dokument' })).toBeVisible();
  });

  test('a demo user whose token does not come says so, and the next try signs in', async ({
    page,
  }) => {
    await page.goto('/#/login');
    // A server error first, then an answer cut off (empty), then the mock's own answer.
    let calls = 0;
    await page.route(/\/demo-token$/, (route) => {
      calls += 1;
      if (calls === 1) return route.fulfill({ status: 500, json: { message: 'Internt fel' } });
      if (calls === 2) return route.fulfill({ contentType: 'application/json', body: '' });
      return route.fallback();
    });
    const demo = page.getByRole('button', { name: /Magnus Ek/ });
    for (let i = 0; i < 2; i++) {
      await demo.click();
      await expect(page.getByRole('alert')).toHaveText('Inloggningen misslyckades.');
      await expect(page).toHaveURL(/#\/login$/);
    }
    await demo.click();
    await expect(page.getByRole('link', { name: 'Dokument' })).toBeVisible();
  });

  test('/refreshToken and /logout show the login view', async ({ page }) => {
    for (const path of ['/refreshToken', '/logout']) {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
    }
  });

  test('legacy #!/ links land on the same view', async ({ page }) => {
    await signIn(page, 'driver', '/');
    await page.goto('/#!/report');
    await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
    await expect(page).toHaveURL(/#\/report$/);
  });
});

test.describe('return targets', () => {
  for (const hostile of [
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/javascript:alert(1)',
  ]) {
    test(`hostile return target ${hostile} lands on the front page`, async ({ page }) => {
      await page.goto(`/#${hostile}`);
      await page.evaluate((value) => sessionStorage.setItem('pp.returnPath', value), hostile);
      await page.goto('/#/login');
      await page.getByRole('button', { name: /Anna Lindqvist/ }).click();
      await expect(page.getByRole('heading', { name: 'Nyhet' })).toBeVisible();
      expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
      await expect(page).toHaveURL(/localhost:\d+\/#\/$/);
    });
  }

  test('an absolute URL stored as return target is refused', async ({ page }) => {
    await page.goto('/#/login');
    await page.evaluate(() => sessionStorage.setItem('pp.returnPath', 'https://evil.example/'));
    await page.getByRole('button', { name: /Anna Lindqvist/ }).click();
    await expect(page).toHaveURL(/localhost:\d+\/#\/$/);
  });
});

test.describe('token window (valid from nbf − 1 h until exp − 4 h)', () => {
  const claims = () =>
    JSON.parse(Buffer.from(tokenFor('driver').split('.')[1]!, 'base64url').toString());
  const cases: [string, Record<string, number>, boolean][] = [
    ['exp just after the 4 h cut-off', { exp: now() + 4 * H + 120 }, true],
    ['exp just inside the 4 h cut-off', { exp: now() + 4 * H - 120 }, false],
    ['nbf just inside the 1 h lead', { nbf: now() + H - 120 }, true],
    ['nbf just outside the 1 h lead', { nbf: now() + H + 120 }, false],
  ];
  for (const [label, change, valid] of cases) {
    test(`${label}: ${valid ? 'signed in' : 'refused'}`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await signIn(page, { token: rawToken({ ...claims(), ...change }) }, '/report');
      if (valid) {
        await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
      } else {
        await expect(page).toHaveURL(/#\/login$/);
        expect(warnings.some((w) => w.includes('Åtkomsttoken ogiltig'))).toBe(true);
        expect(await page.evaluate(() => localStorage.getItem('pp.accessToken'))).toBeNull();
      }
    });
  }
});

test('logout clears the session and goes back to sign-in through the identity provider', async ({
  page,
}) => {
  await signIn(page, 'driver', '/');
  // A handed-over token has no id token: the end-session names the client instead (the user may
  // hold a session there from the system that handed the token over).
  const endSession = page.waitForRequest((r) => r.url().includes('/mock/idp/endsession'));
  await page.getByRole('button', { name: 'Logga ut' }).click();
  const request = new URL((await endSession).url());
  expect(request.searchParams.get('id_token_hint')).toBeNull();
  expect(request.searchParams.get('client_id')).toBeTruthy();
  await expect(page).toHaveURL(/#\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('pp.accessToken'))).toBeNull();
  await page.goto('/#/report');
  await expect(page).toHaveURL(/#\/login$/);
});

test('logout after an OIDC sign-in goes through end-session with the id token hint', async ({
  page,
}) => {
  await page.goto('/#/login');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  // At the identity provider (the login view has demo buttons of the same names: a click before
  // the redirect has happened would sign in without OIDC).
  await expect(page.getByRole('heading', { name: 'Mock-identitetsleverantör' })).toBeVisible();
  await page.getByRole('button', { name: /Anna Lindqvist/ }).click();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  const endSession = page.waitForRequest((r) => r.url().includes('/mock/idp/endsession'));
  await page.getByRole('button', { name: 'Logga ut' }).click();
  const request = await endSession;
  expect(new URL(request.url()).searchParams.get('id_token_hint')).toBeTruthy();
  await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
});
