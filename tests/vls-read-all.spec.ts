import { test, expect, signIn } from './fixtures';

test('opening one of my documents from Alla dokument marks it read (spec 1 §4)', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/vls/mydocs');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Oläst');
  const label = await firstRow
    .getByRole('button', { name: /^Öppna .* i ny flik$/ })
    .getAttribute('aria-label');
  const name = /^Öppna (.*) i ny flik$/.exec(label!)![1]!;

  const tabs = page.getByRole('navigation', { name: 'Dokumentvyer' });
  await tabs.getByRole('link', { name: 'Alla dokument' }).click();
  await page.getByRole('searchbox', { name: 'Filtrera' }).fill(name);
  const marked = page.waitForResponse(
    (r) => r.url().includes('/mock/api/document/mark') && r.request().method() === 'POST',
  );
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('button', { name: `Öppna ${name} i ny flik` })
    .first()
    .click();
  expect((await marked).status()).toBe(200);
  await (await popup).close();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await tabs.getByRole('link', { name: 'Mina dokument' }).click();
  await page.getByRole('searchbox', { name: 'Filtrera' }).fill(name);
  await expect(
    page
      .getByRole('row', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first(),
  ).toContainText('Läst');
});
