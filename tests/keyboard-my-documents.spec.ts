import { test, expect, signIn } from './fixtures';
import { FULL_CHROMIUM } from './browsers';
import { expectFocusOn, pressUntilFocused } from './keyboard-helpers';

/** My documents by keyboard alone (issue 16): an unread document opened from the list. */

// The document opens in the browser's PDF viewer, which only the full Chromium has.
test.use({ launchOptions: FULL_CHROMIUM });

test('open an unread document by keyboard alone; it is read and the focus stays', async ({
  page,
}) => {
  await signIn(page, 'driver', '/vls/mydocs');
  await expect(page.getByRole('heading', { name: 'Mina dokument' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText('Oläst');

  // Tab reaches the first row's open button; Enter opens the file in a new tab.
  const first = table.getByRole('button', { name: /^Öppna .* i ny flik$/ }).first();
  await pressUntilFocused(page, 'Tab', first, 60);
  const label = (await first.getAttribute('aria-label'))!;
  const opener = table.getByRole('button', { name: label, exact: true });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: label, exact: true }) });
  await expect(row).toContainText('Oläst');
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const tab = await popup;
  await tab.close();
  await page.bringToFront();

  // Read now; the focus is still on the same document's button, wherever its row went.
  await expect(row).toContainText('Läst');
  await expect(row).not.toContainText('Oläst');
  await expectFocusOn(opener);
});
