import type { Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible } from './fixtures';
import { pageSettled, themeOf } from './a11y-visits';
import { expectReflows } from './a11y-reflow';

/**
 * The shell's own views, outside the features' route lists that the other sweeps walk: the login
 * view (also at /refreshToken and /logout) and the page of a view that failed to load. Each passes
 * axe with the WCAG 2.2 AA rules in the light and the dark theme, in forced colours with more
 * contrast and in more contrast alone in both, and reflows at 320 × 200 px (issue 16). Stockholm
 * project only, as the other accessibility sweeps.
 */

test.describe.configure({ timeout: 90_000 });

const SCHEMES = [
  { colorScheme: 'light', forcedColors: 'none', contrast: 'no-preference' },
  { colorScheme: 'dark', forcedColors: 'none', contrast: 'no-preference' },
  { colorScheme: 'light', forcedColors: 'active', contrast: 'more' },
  { colorScheme: 'dark', forcedColors: 'active', contrast: 'more' },
  { colorScheme: 'light', forcedColors: 'none', contrast: 'more' },
  { colorScheme: 'dark', forcedColors: 'none', contrast: 'more' },
] as const;

async function everyScheme(page: Page): Promise<void> {
  await pageSettled(page);
  for (const scheme of SCHEMES) {
    await page.emulateMedia(scheme);
    await expect.poll(() => themeOf(page)).toBe(scheme.colorScheme);
    await expectAccessible(page);
  }
  await expectReflows(page);
}

for (const path of ['/login', '/refreshToken', '/logout'])
  test(`${path}: axe finds nothing in every theme and contrast; reflows at 320 px`, async ({
    page,
  }) => {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
    await everyScheme(page);
  });

test('a view that failed to load: axe finds nothing in every theme and contrast; reflows', async ({
  page,
}) => {
  await page.route(
    (url) => /\/staff-page[-.][^/]*$/.test(url.pathname),
    (route) => route.abort('connectionreset'),
  );
  await signIn(page, 'dispatcher', '/staffoverview/viewAll');
  await expect(page.getByRole('heading', { name: 'Något gick fel' })).toBeVisible();
  await everyScheme(page);
});
