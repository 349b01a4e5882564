import { test, expect, signIn, expectAccessible } from './fixtures';

const MANDATORY = 'Säkerhetsordning – ändrad körorder Malmö C–Lund C';

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
