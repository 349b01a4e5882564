import type { Page } from '@playwright/test';
import { test, expect, signIn, tokenFor } from './fixtures';
import { expectFocusOn, expectTabStaysIn, pressUntilFocused } from './keyboard-helpers';

/**
 * The front page, the settings, the reports and a hand-over by keyboard alone (issue 16): no
 * mouse call and no programmatic focus in these tests, only Tab, arrows, Space, Enter and Escape.
 */

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

test('front page: the skip link, then a tile opened with Enter', async ({ page }) => {
  await signIn(page, 'driver');
  await expect(page.getByRole('heading', { name: 'Nyhet' })).toBeVisible();

  // The first Tab shows the skip link; Enter on it moves on to the page's own content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
  await expectFocusOn(skip);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

  // From there Tab reaches the tiles (not the header's menu again), each seen with its focus.
  const tiles = page.getByRole('navigation', { name: 'Dina tjänster' });
  const documents = tiles.getByRole('link', { name: /^Dokument/ });
  await pressUntilFocused(page, 'Tab', documents, 15);
  await page.keyboard.press('Tab');
  await expectFocusOn(tiles.getByRole('link', { name: /^Positionslista/ }));
  await page.keyboard.press('Shift+Tab');
  await expectFocusOn(documents);
  // Tiles open in a new tab unless the user chose otherwise under Inställningar.
  const opened = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const tab = await opened;
  await expect(tab).toHaveURL(/#\/vls\b/);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
});

test('settings: reached from the header, the dark theme chosen with arrows and kept', async ({
  page,
}) => {
  await signIn(page, 'driver');
  await expect(page.getByRole('heading', { name: 'Nyhet' })).toBeVisible();
  expect(await themeOf(page)).toBe('light');

  await pressUntilFocused(page, 'Tab', page.getByRole('link', { name: 'Inställningar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Inställningar' })).toBeVisible();

  // A radio group is one Tab stop: Tab lands on its chosen option, arrows choose another.
  const theme = page.getByRole('group', { name: 'Tema' });
  const followSystem = theme.getByRole('radio', { name: 'Som datorn' });
  await pressUntilFocused(page, 'Tab', followSystem);
  await expect(followSystem).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expectFocusOn(theme.getByRole('radio', { name: 'Ljust' }));
  await page.keyboard.press('ArrowDown');
  const dark = theme.getByRole('radio', { name: 'Mörkt' });
  await expectFocusOn(dark);
  await expect(dark).toBeChecked();
  expect(await themeOf(page)).toBe('dark');

  // Kept for this user: after a reload the page comes back dark, the choice still made.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inställningar' })).toBeVisible();
  await expect(dark).toBeChecked();
  expect(await themeOf(page)).toBe('dark');

  // How links to other tools open: the same radio group pattern.
  const newTab = page.getByRole('radio', { name: 'Öppna i ny flik' });
  await pressUntilFocused(page, 'Tab', newTab);
  await page.keyboard.press('ArrowDown');
  await expectFocusOn(page.getByRole('radio', { name: 'Öppna i samma flik' }));
  await expect(page.getByRole('radio', { name: 'Öppna i samma flik' })).toBeChecked();
});

test('reports: the menu link, then the kilometer report handed over to its tool', async ({
  page,
}) => {
  await page.route(/^https:\/\/rapport\.mock\.invalid\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Rapport</title><h1>Rapport</h1>' }),
  );
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Nyhet' })).toBeVisible();

  // The header's menu: Enter opens its list, Tab goes down it, Enter opens a view.
  const menu = page.getByRole('button', { name: 'Meny' });
  await pressUntilFocused(page, 'Tab', menu);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Escape closes it again, the focus back on the button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expectFocusOn(menu);
  await page.keyboard.press('Enter');
  await pressUntilFocused(page, 'Tab', page.getByRole('link', { name: 'Rapporter', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();

  const kilometer = page.getByRole('link', { name: 'Kilometerrapport' });
  await pressUntilFocused(page, 'Tab', kilometer);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('https://rapport.mock.invalid/kilometer?section=bus');
});

test('a hand-over to another user: the question answered by keyboard alone', async ({ page }) => {
  await signIn(page, 'driver', '/report');
  await expect(page.getByText('Anna Lindqvist')).toBeVisible();
  await page.goto(`/?token=${tokenFor('dispatcher')}#/report`);
  const dialog = page.getByRole('dialog', { name: 'Byta användare?' });
  await expect(dialog).toContainText('Du är inloggad som Anna Lindqvist');

  // The focus starts in the question and stays there; Tab reaches the switch, Enter takes it.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectTabStaysIn(page, dialog, 4);
  await pressUntilFocused(
    page,
    'Tab',
    dialog.getByRole('button', { name: 'Byt till Karin Sjöberg' }),
  );
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Karin Sjöberg')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
});
