import { test, expect, signInOidc } from './fixtures';

test('a driver opens an unread document in a new tab; the receipt is stored by the API host', async ({
  page,
}) => {
  await signInOidc(page, 'driver', '/#/vls/mydocs');
  await expect(page.getByRole('heading', { name: 'Mina dokument' })).toBeVisible();
  // Unread documents come first.
  const row = page.getByRole('row').filter({ hasText: 'Oläst' }).first();
  const open = row.getByRole('button', { name: /^Öppna .+ i ny flik$/ });
  const label = (await open.getAttribute('aria-label')) ?? (await open.textContent())!;
  const name = /^Öppna (.+) i ny flik$/.exec(label)![1]!;

  const popup = page.waitForEvent('popup');
  await open.click();
  const tab = await popup;
  await expect(tab).toHaveURL(/^blob:/);
  await tab.close();

  const stored = page.getByRole('row', {
    name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
  await expect(stored.getByRole('cell').nth(3)).toHaveText('Läst');
  await page.reload();
  await expect(stored.getByRole('cell').nth(3)).toHaveText('Läst');
});
