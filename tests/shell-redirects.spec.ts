import { test, expect, signIn, tokenFor, rawToken } from './fixtures';

/** External tools are not reachable here: answer them with a page that says where we landed. */
async function catchExternal(page: import('@playwright/test').Page) {
  await page.route(/^https:\/\/[a-z0-9-]+\.mock\.invalid\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<title>extern</title><h1>${route.request().url()}</h1>`,
    }),
  );
}

const TOOLS: [path: string, user: 'admin', host: string][] = [
  ['/events', 'admin', 'https://events.mock.invalid/'],
  ['/traindsso', 'admin', 'https://traind.mock.invalid/sso'],
  ['/traind', 'admin', 'https://traind.mock.invalid/'],
  ['/externaltraind', 'admin', 'https://traind-extern.mock.invalid/'],
  ['/trapeze', 'admin', 'https://trapeze.mock.invalid/'],
  ['/lostandfound', 'admin', 'https://hittegods.mock.invalid/'],
  ['/yellowvest', 'admin', 'https://gulvast.mock.invalid/'],
  ['/commando', 'admin', 'https://commando.mock.invalid/'],
  ['/tempo', 'admin', 'https://tempo.mock.invalid/'],
  ['/infrainfo', 'admin', 'https://infrainfo.mock.invalid/'],
  ['/multiview', 'admin', 'https://multiview.mock.invalid/'],
  ['/staff2', 'admin', 'https://bemanning.mock.invalid/'],
  ['/staff2/duties', 'admin', 'https://bemanning.mock.invalid/duties'],
  ['/staff2/calendar', 'admin', 'https://bemanning.mock.invalid/calendar'],
  ['/report/kilometer', 'admin', 'https://rapport.mock.invalid/kilometer?section=bus'],
  ['/ecase', 'admin', 'https://ecase.mock.invalid/'],
];

for (const [path, user, target] of TOOLS) {
  test(`${path} hands the browser to its tool`, async ({ page }) => {
    await catchExternal(page);
    await signIn(page, user, path);
    await expect(page).toHaveURL(target);
  });
}

test('/events goes to the other host for districts 7-12 and 14', async ({ page }) => {
  await catchExternal(page);
  const claims = JSON.parse(Buffer.from(tokenFor('admin').split('.')[1]!, 'base64url').toString());
  await signIn(page, { token: rawToken({ ...claims, defaultDistrictId: 14 }) }, '/events');
  await expect(page).toHaveURL('https://events-nord.mock.invalid/');
});

test('/betamessage: beta app only for a beta tester who chose it, otherwise the message list', async ({
  page,
}) => {
  await catchExternal(page);
  await signIn(page, 'beta', '/betamessage');
  await expect(page).toHaveURL(/#\/message$/);
  await page.goto('/#/me');
  await page.getByRole('radio', { name: 'Nya appen (beta)' }).check();
  await page.goto('/#/betamessage');
  await expect(page).toHaveURL('https://trafikmeddelanden.mock.invalid/');
});

test('without a valid token a redirect remembers the events route and goes to login', async ({
  page,
}) => {
  await catchExternal(page);
  await page.goto('/#/tempo');
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByRole('button', { name: /Magnus Ek/ }).click();
  await expect(page).toHaveURL('https://events.mock.invalid/');
});

test('a redirect without access shows the no-access page, not the tool', async ({ page }) => {
  await catchExternal(page);
  await signIn(page, 'driver', '/ecase');
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
});

test('the reports list has its one entry', async ({ page }) => {
  await catchExternal(page);
  await signIn(page, 'admin', '/report');
  await page.getByRole('link', { name: 'Kilometerrapport' }).click();
  await expect(page).toHaveURL('https://rapport.mock.invalid/kilometer?section=bus');
});

test('Back from a tool returns to the page before it, not to the tool again', async ({ page }) => {
  await catchExternal(page);
  await signIn(page, 'admin', '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A link within the portal to the redirect route (the header menu's, a same-tab tile's).
  await page.evaluate(() => (window.location.hash = '#/lostandfound'));
  await expect(page).toHaveURL('https://hittegods.mock.invalid/');
  await page.goBack();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
