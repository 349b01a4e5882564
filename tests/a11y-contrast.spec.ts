import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible } from './fixtures';
import { ROUTE_VISITS, pageSettled, themeOf } from './a11y-visits';
import { DIALOGS } from './a11y-dialogs';
import { addDays, stockholmDay } from './stockholm-days';

/**
 * High contrast (issue 16): with the system's forced colours (Windows' contrast themes) and a
 * request for more contrast, both themes pass axe with the WCAG 2.2 AA rules on a representative
 * set of screens (the front page, a table, a form, a dialog), and what carries meaning by colour
 * or background alone stays visible: the focus outline, the selected tab, an operational
 * document's edge, a badge, a disabled button, check-in's live dot. Stockholm project only, as
 * the other accessibility sweeps.
 */

// Two axe runs per test: on a busy machine one takes several seconds.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', contrast: 'more' });
});

async function bothThemes(page: Page, shown?: Locator): Promise<void> {
  await pageSettled(page);
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  expect(await page.evaluate(() => matchMedia('(prefers-contrast: more)').matches)).toBe(true);
  expect(await themeOf(page)).toBe('light');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark', forcedColors: 'active', contrast: 'more' });
  await expect.poll(() => themeOf(page)).toBe('dark');
  if (shown) await expect(shown).toBeVisible();
  await expectAccessible(page);
}

const style = (target: Locator, property: string) =>
  target.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** The colour the system gives a keyword (GrayText, Highlight …) on this page. */
const systemColour = (page: Page, keyword: string) =>
  page.evaluate((k) => {
    const probe = document.createElement('span');
    probe.style.color = k;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, keyword);

for (const route of ['/', '/inchecking', '/message/edit']) {
  test(`route ${route}: axe finds nothing in forced colours and more contrast, light and dark`, async ({
    page,
  }) => {
    await ROUTE_VISITS[route]!(page);
    await bothThemes(page);
  });
}

test('dialog "external recipient (group)": axe finds nothing in forced colours, light and dark; its disabled button is drawn in GrayText', async ({
  page,
}) => {
  const dialog = await DIALOGS['external recipient (group)']!(page);
  await expect(dialog).toBeVisible();
  await bothThemes(page, dialog);
  const save = dialog.getByRole('button', { name: 'Spara' });
  await expect(save).toBeDisabled();
  expect(await style(save, 'color')).toBe(await systemColour(page, 'GrayText'));
  expect(await style(save, 'opacity')).toBe('1');
  expect(await style(dialog, 'border-top-style')).toBe('solid');
});

test('in forced colours the focus outline, the selected tab, a badge and the live dot stay visible', async ({
  page,
}) => {
  await signIn(page, 'admin', '/vls/mydocs');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The focus outline: three pixels, in the system's highlight.
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus-visible');
  await expect(focused).toHaveCount(1);
  expect(await style(focused, 'outline-style')).toBe('solid');
  expect(await style(focused, 'outline-width')).toBe('3px');
  expect(await style(focused, 'outline-color')).toBe(await systemColour(page, 'Highlight'));

  // The selected tab keeps its own background (the others have none).
  const tabs = page.locator('.page-tabs');
  const current = tabs.locator('a[aria-current="page"]');
  const other = tabs.locator('a:not([aria-current])').first();
  await expect(current).toBeVisible();
  expect(await style(current, 'background-color')).toBe(await systemColour(page, 'Highlight'));
  expect(await style(other, 'background-color')).not.toBe(await style(current, 'background-color'));

  // A badge ('Inaktivt' in the message list) keeps its frame.
  await signIn(page, 'admin', `/message?date=${addDays(stockholmDay(), -1)}`);
  const badge = page.locator('.badge').filter({ hasText: 'Inaktivt' }).first();
  await expect(badge).toBeVisible();
  expect(await style(badge, 'border-top-style')).toBe('solid');
  expect(await style(badge, 'border-top-width')).toBe('1px');

  // Check-in's live dot: its background is gone, its frame stays.
  await signIn(page, 'admin', '/inchecking');
  const live = page.getByRole('status').filter({ hasText: 'Realtidsuppdatering' });
  await expect(live).toBeVisible();
  const dot = live.locator('.live-dot');
  expect(await style(dot, 'border-top-style')).toBe('solid');
});

test("in forced colours an operational document's row keeps its edge, drawn as a border", async ({
  page,
}) => {
  // The demo driver has unread operational documents in Skåne (listed first).
  await signIn(page, 'driver', '/vls/mydocs');
  const operational = page.getByRole('row').filter({ hasText: 'Operativt' }).first();
  await expect(operational).toBeVisible();
  // Forced colours drop the inset shadow that draws the edge otherwise.
  const edge = operational.getByRole('cell').first();
  expect(await style(edge, 'border-left-style')).toBe('solid');
  expect(await style(edge, 'border-left-width')).toBe('4px');
  expect(await style(edge, 'border-left-color')).toBe(await systemColour(page, 'CanvasText'));
});
