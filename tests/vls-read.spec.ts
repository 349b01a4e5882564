import { test, expect, signIn, joinNamespace, expectAccessible } from './fixtures';

const MANDATORY = 'Säkerhetsordning – ändrad körorder Malmö C–Lund C';

test('a driver reads a mandatory document and the manager sees the unread count drop', async ({
  page,
  browser,
  namespace,
  baseURL,
}) => {
  test.setTimeout(60_000);
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

test('when marking read fails the alert is shown and the row stays unread', async ({ page }) => {
  let marks = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/mock/api/document/mark'),
    async (route) => {
      marks += 1;
      await held;
      await route.fulfill({ status: 500, json: { message: 'Internt fel' } });
    },
  );
  await signIn(page, 'driver', '/vls/mydocs');
  const row = page.getByRole('row', { name: new RegExp(MANDATORY) });
  const open = row.getByRole('button', { name: `Öppna ${MANDATORY}` });
  const popup = page.waitForEvent('popup');
  await open.click();
  await (await popup).close();
  // The new tab was in front: the portal's tab renders again once it is back.
  await page.bringToFront();
  // Blocked while pending: a second click sends nothing.
  await expect(open).toBeDisabled();
  await expect(row).toContainText('Bekräftar');
  await open.click({ force: true });
  release();
  await expect(page.getByRole('alert')).toHaveText(/Kunde ej bekräfta läsning!/);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Oläst');
  await expect(open).toBeEnabled();
  expect(marks).toBe(1);
  await expectAccessible(page);
});

test('the old routes lead to my documents and the tabs follow access', async ({ page }) => {
  await signIn(page, 'driver', '/vls/documentsToLoad');
  await expect(page).toHaveURL(/#\/vls\/mydocs$/);
  const tabs = page.getByRole('navigation', { name: 'Dokumentvyer' });
  await expect(tabs.getByRole('link')).toHaveText(['Mina dokument']);
  await expect(page).toHaveTitle('Dokument');
  await page.goto('/#/vls/followupReadingRecipt');
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();

  // A link for another user asks before switching (issue 8).
  await signIn(page, 'admin', '/vls/review');
  await page.getByRole('button', { name: 'Byt till Magnus Ek' }).click();
  await expect(page).toHaveURL(/#\/vls\/followupReadingRecipt$/);
  await expect(page.getByRole('navigation', { name: 'Dokumentvyer' }).getByRole('link')).toHaveText(
    ['Mina dokument', 'Alla dokument', 'Uppföljning', 'Ladda upp'],
  );
});
