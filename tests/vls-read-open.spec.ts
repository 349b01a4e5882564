import { test, expect, signIn, joinNamespace, expectAccessible } from './fixtures';
import { FULL_CHROMIUM } from './browsers';

// The document opens in a new tab in the browser's PDF viewer, which only the full Chromium has
// (the headless shell the other journeys run in downloads the file instead).
test.use({ launchOptions: FULL_CHROMIUM });

const MANDATORY = 'Säkerhetsordning – ändrad körorder Malmö C–Lund C';

test('a driver reads a mandatory document and the manager sees the unread count drop', async ({
  page,
  browser,
  namespace,
  baseURL,
}) => {
  // Two browsers, a popup, a download and two axe runs: more than a minute on a busy machine.
  test.slow();
  // The manager (admin) follows up district Skåne in the same mock world.
  const managerContext = await browser.newContext({ baseURL });
  await joinNamespace(managerContext, namespace, baseURL!);
  const manager = await managerContext.newPage();
  await signIn(manager, 'admin', '/vls/followupReadingRecipt');
  const managerRow = manager.getByRole('row', { name: new RegExp(MANDATORY) });
  const unreadCell = managerRow.getByRole('cell').nth(2);
  await expect(unreadCell).toHaveText(/^\d+$/);
  const before = Number(await unreadCell.textContent());
  expect(before).toBeGreaterThan(0);
  await expectAccessible(manager);

  await signIn(page, 'driver', '/vls/mydocs');
  await expect(page.getByRole('heading', { name: 'Mina dokument' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(MANDATORY) });
  await expect(row).toContainText('Obligatorisk läsning');
  await expect(row).toContainText('Operativt');
  await expect(row).toContainText('Oläst');
  // Unread documents come first.
  await expect(page.getByRole('row').nth(1)).toContainText('Oläst');
  await expectAccessible(page);

  // Opening shows the file in a new tab and marks it read as it opens: while the file is still
  // on its way (held here), the receipt is already in.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const isDownload = (url: URL) => url.pathname.endsWith('/mock/api/document/download');
  await page.route(isDownload, async (route) => {
    await held;
    await route.continue();
  });
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: `Öppna ${MANDATORY} i ny flik` }).click();
  await expect(row.getByRole('cell').nth(3)).toHaveText('Läst');
  release();
  const tab = await popup;
  await expect(tab).toHaveURL(/^blob:/);
  await tab.close();
  await page.bringToFront();
  await page.unroute(isDownload);
  // Downloading stays available.
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Ladda ner ${MANDATORY}` }).click();
  expect((await download).suggestedFilename()).toBe(`${MANDATORY}.pdf`);

  await manager.reload();
  await expect(unreadCell).toHaveText(String(before - 1));

  // Mark as checked: read and checked.
  await row.getByRole('button', { name: `Markera ${MANDATORY} som kontrollerad` }).click();
  await expect(row.getByRole('cell').nth(3)).toHaveText('Läst och kontrollerad');
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(MANDATORY) })).toContainText(
    'Läst och kontrollerad',
  );
  await managerContext.close();
});
