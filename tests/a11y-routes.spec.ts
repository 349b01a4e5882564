import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';
import { ROUTE_VISITS, declaredRoutes, pageSettled, themeOf } from './a11y-visits';
import { DIALOGS } from './a11y-dialogs';
import { expectReflows } from './a11y-reflow';

/**
 * WCAG 2.2 AA on every route and in every dialog (issue 16): every page of every feature's
 * declaration and every external tool's redirect route, as a user holding its access, and every
 * dialog opened as a user opens it; each in the light theme and the dark one, checked by axe with
 * the 2.2 AA rules, then narrowed to 320 px (a 1280 px window at 400 % zoom), where it reflows
 * (1.4.10: the page does not scroll sideways, no control is cut off; tests/a11y-reflow.ts). One
 * page load per route or dialog: the theme follows the system's setting and is switched in place,
 * the window is narrowed in place. Accessibility does not depend on the browser's time zone:
 * this spec runs in the Stockholm project only (playwright.config.ts).
 */

// Two axe runs per test: on a busy machine one takes several seconds.
test.describe.configure({ timeout: 90_000 });

test('every declared route has its visit here', async () => {
  expect(Object.keys(ROUTE_VISITS).sort()).toEqual((await declaredRoutes()).sort());
});

const CHECKED = 'axe (WCAG 2.2 AA) finds nothing, light and dark; reflows at 320 px';

async function bothThemes(page: Page, shown?: Locator): Promise<void> {
  await pageSettled(page);
  expect(await themeOf(page)).toBe('light');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => themeOf(page)).toBe('dark');
  if (shown) await expect(shown).toBeVisible();
  await expectAccessible(page);
}

for (const [route, visit] of Object.entries(ROUTE_VISITS)) {
  test(`route ${route}: ${CHECKED}`, async ({ page }) => {
    await visit(page);
    await bothThemes(page);
    await expectReflows(page);
  });
}

for (const [name, open] of Object.entries(DIALOGS)) {
  test(`dialog "${name}": ${CHECKED}`, async ({ page }) => {
    const dialog = await open(page);
    await expect(dialog).toBeVisible();
    await bothThemes(page, dialog);
    await expectReflows(page);
    await expect(dialog).toBeVisible();
  });
}
