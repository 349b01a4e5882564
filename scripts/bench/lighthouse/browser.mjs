// Debian's Chromium for the Lighthouse bench, signed in as a user reaches the portal: through the
// OpenID provider's login form, in the tab Lighthouse then measures (the session lives in the
// tab's session storage, which the bench keeps: disableStorageReset).
/* global document */
import puppeteer from 'puppeteer-core';
import { tsLoader } from '../../prod/load-ts.mjs';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch() {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    // Lighthouse emulates the desktop screen itself.
    defaultViewport: null,
  });
}

/** Signs `page` in at `portal` as the demo user `key` (login name: the user's id). */
export async function signIn(page, portal, key) {
  const ts = await tsLoader();
  const { DEMO_USERS } = await ts.load('/mocks/seed/demo-users.ts');
  await ts.close();
  const user = DEMO_USERS.find((u) => u.key === key);
  await page.goto(`${portal}/`, { waitUntil: 'load' });
  await page.locator('::-p-aria([name="Logga in"][role="button"])').click();
  await page.locator('input[name="login"]').fill(user.employee.userId);
  await page.locator('input[name="password"]').fill('valfritt');
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(signedIn, { timeout: 30_000 });
  return user;
}

/** The header's sign-out button shows: the page is the signed-in portal's. */
const signedIn = () =>
  [...document.querySelectorAll('button')].some((b) => /Logga ut/.test(b.innerText));

export const isSignedIn = (page) => page.evaluate(signedIn);

/** Opens `path` (a hash route) and waits until its requests are done. */
export async function visit(page, portal, path) {
  await page.goto(`${portal}/#${path}`);
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 }).catch(() => undefined);
}

/** The portal paths the page links to (its hash links). */
export function linksOn(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href^="#/"]')].map((a) => a.getAttribute('href').slice(1)),
  );
}
