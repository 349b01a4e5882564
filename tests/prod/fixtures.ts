import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_USERS, type DemoUser } from '../../mocks/seed/demo-users';

/**
 * What every production journey watches: CSP violations, console errors, and any request that
 * carries the token in its URL (the hub's WebSocket aside, which can carry it no other way).
 */
export interface Watch {
  cspViolations: string[];
  consoleErrors: string[];
  tokenUrls: string[];
}

export const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ page, baseURL }, use) => {
      const watch: Watch = { cspViolations: [], consoleErrors: [], tokenUrls: [] };
      await page.exposeFunction('__reportCsp', (text: string) => watch.cspViolations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
            `${e.violatedDirective} ${e.blockedURI}`,
          ),
        );
      });
      // The portal's own pages only (the identity provider's login page is not ours).
      const onPortal = () => page.url().startsWith(String(baseURL));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && onPortal())
          watch.consoleErrors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on('request', (request) => {
        const url = request.url();
        const isHubSocket = request.resourceType() === 'websocket' || url.startsWith('ws');
        if (!isHubSocket && /[?&#](access_token|token|id_token)=/.test(url))
          watch.tokenUrls.push(url);
      });
      page.on('websocket', () => undefined);
      await use(watch);
      expect(watch.cspViolations, 'CSP violations').toEqual([]);
      expect(watch.consoleErrors, 'console errors').toEqual([]);
      expect(watch.tokenUrls, 'requests with the token in the URL').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Signs in through the OpenID provider's own login form as a demo user. Its login name is the
 * user's id (the provider's subject, which the portal and the APIs read as the user id).
 */
export async function signInOidc(page: Page, user: DemoUser['key'], start = '/'): Promise<void> {
  const login = DEMO_USERS.find((u) => u.key === user)!.employee.userId;
  await page.goto(start);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('valfritt');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('button', { name: /Logga ut/ })).toBeVisible();
}
