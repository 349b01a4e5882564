import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible } from './fixtures';
import { ROUTE_VISITS, pageSettled, themeOf } from './a11y-visits';
import { DIALOGS } from './a11y-dialogs';
import { dateField, openStaff } from './staff-helpers';
import { openConnections } from './connections-helpers';
import { addDays, stockholmDay } from './stockholm-days';

/**
 * High contrast (issue 16): with the system's forced colours (Windows' contrast themes) and a
 * request for more contrast, and with that request alone (the page's own firmer colours), every
 * route and every dialog (the same lists as tests/a11y-routes.spec.ts) passes axe with the WCAG
 * 2.2 AA rules in both themes, and what carries meaning by colour or background alone stays
 * visible: the focus outline, the selected tab, an operational document's edge, a badge, a
 * disabled button, check-in's live dot, the front page's tile icons, a link drawn as a button,
 * the date picker's chosen and unavailable days, the place search's current option
 * (src/styles/forced-colors.css). Stockholm project only, as the other accessibility sweeps.
 */

// Two axe runs per test: on a busy machine one takes several seconds.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', contrast: 'more' });
});

const DARK = { colorScheme: 'dark', forcedColors: 'active', contrast: 'more' } as const;

async function bothThemes(page: Page, shown?: Locator): Promise<void> {
  await pageSettled(page);
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  expect(await page.evaluate(() => matchMedia('(prefers-contrast: more)').matches)).toBe(true);
  expect(await themeOf(page)).toBe('light');
  await expectAccessible(page);
  await page.emulateMedia(DARK);
  await expect.poll(() => themeOf(page)).toBe('dark');
  if (shown) await expect(shown).toBeVisible();
  await expectAccessible(page);
}

/**
 * More contrast without forced colours (e.g. macOS' "Increase contrast"): the page's own darker
 * quiet text and firmer borders, in both themes.
 */
async function moreContrastAlone(page: Page, shown?: Locator): Promise<void> {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme, forcedColors: 'none', contrast: 'more' });
    await expect.poll(() => themeOf(page)).toBe(colorScheme);
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(false);
    if (shown) await expect(shown).toBeVisible();
    await expectAccessible(page);
  }
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

const CHECKED =
  'axe (WCAG 2.2 AA) finds nothing in forced colours with more contrast, and in more contrast alone, light and dark';

for (const [route, visit] of Object.entries(ROUTE_VISITS)) {
  test(`route ${route}: ${CHECKED}`, async ({ page }) => {
    await visit(page);
    await bothThemes(page);
    await moreContrastAlone(page);
  });
}

for (const [name, open] of Object.entries(DIALOGS)) {
  test(`dialog "${name}": ${CHECKED}; it keeps its frame`, async ({ page }) => {
    const dialog = await open(page);
    await expect(dialog).toBeVisible();
    await bothThemes(page, dialog);
    expect(await style(dialog, 'border-top-style')).toBe('solid');
    await moreContrastAlone(page, dialog);
  });
}

test('a disabled button is drawn in GrayText, unfaded', async ({ page }) => {
  const dialog = await DIALOGS['external recipient (group)']!(page);
  const save = dialog.getByRole('button', { name: 'Spara' });
  await expect(save).toBeDisabled();
  expect(await style(save, 'color')).toBe(await systemColour(page, 'GrayText'));
  expect(await style(save, 'opacity')).toBe('1');
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

test('the front page tiles keep their icons, and a link drawn as a button keeps its frame, light and dark', async ({
  page,
}) => {
  await signIn(page, 'admin', '/');
  const tile = page.getByRole('link', { name: 'Dokument' });
  await expect(tile).toBeVisible();
  const icon = tile.locator('.tile-icon');
  // The icon is its background seen through a mask: a forced Canvas background would hide it.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, forcedColors: 'active', contrast: 'more' });
    await expect.poll(() => themeOf(page)).toBe(scheme);
    expect(await style(icon, 'background-color')).toBe(await systemColour(page, 'LinkText'));
  }

  await page.emulateMedia({ colorScheme: 'light', forcedColors: 'active', contrast: 'more' });
  await signIn(page, 'admin', '/message');
  const create = page.getByRole('link', { name: 'Nytt meddelande' });
  await expect(create).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, forcedColors: 'active', contrast: 'more' });
    await expect.poll(() => themeOf(page)).toBe(scheme);
    const linkText = await systemColour(page, 'LinkText');
    // Its text is the link colour through and through (what axe reads, not the theme's).
    expect(await style(create, '-webkit-text-fill-color')).toBe(linkText);
    expect(await style(create, 'border-top-style')).toBe('solid');
    expect(await style(create, 'border-top-color')).toBe(linkText);
  }
});

// axe checks the open calendar as one of the dialogs above.
test("the date picker's chosen day is drawn in the highlight, the days that cannot be chosen in GrayText, light and dark", async ({
  page,
}) => {
  await openStaff(page);
  // The picker itself, not the read-only field that stands in while its chunk loads.
  await expect(dateField(page)).toBeEditable();
  await dateField(page).click();
  const calendar = page.getByRole('dialog', { name: 'Välj datum' });
  await expect(calendar).toBeVisible();
  const chosen = calendar.locator('.react-datepicker__day--selected');
  // Weekends cannot be chosen in the staff overview: every month shows some.
  const unavailable = calendar.locator('.react-datepicker__day[aria-disabled="true"]').first();
  const available = calendar
    .locator('.react-datepicker__day:not([aria-disabled="true"], .react-datepicker__day--selected)')
    .first();
  await expect(chosen).toHaveCount(1);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, forcedColors: 'active', contrast: 'more' });
    await expect.poll(() => themeOf(page)).toBe(scheme);
    await expect(calendar).toBeVisible();
    expect(await style(chosen, 'background-color')).toBe(await systemColour(page, 'Highlight'));
    expect(await style(chosen, 'color')).toBe(await systemColour(page, 'HighlightText'));
    expect(await style(unavailable, 'color')).toBe(await systemColour(page, 'GrayText'));
    expect(await style(available, 'color')).toBe(await systemColour(page, 'CanvasText'));
  }
});

test("the place search's current option is drawn in the highlight", async ({ page }) => {
  await openConnections(page);
  await page.getByRole('combobox', { name: 'Sök plats' }).fill('Lund');
  const options = page.getByRole('listbox', { name: 'Sök plats' }).getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const current = options.and(page.locator('[aria-selected="true"]'));
  const other = options.and(page.locator('[aria-selected="false"]')).first();
  await expect(current).toHaveCount(1);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, forcedColors: 'active', contrast: 'more' });
    await expect.poll(() => themeOf(page)).toBe(scheme);
    expect(await style(current, 'background-color')).toBe(await systemColour(page, 'Highlight'));
    expect(await style(current, 'color')).toBe(await systemColour(page, 'HighlightText'));
    expect(await style(other, 'background-color')).not.toBe(
      await style(current, 'background-color'),
    );
  }
});
