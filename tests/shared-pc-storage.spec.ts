import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

/** Issue 34: drafts are kept, bounded, and never fatal. */
const exact = { exact: true } as const;

/** Fills the origin's local storage with junk up to its quota (the probe's three long links). */
async function fillLocalStorage(page: Page): Promise<void> {
  await page.goto('/#/login');
  const full = await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    let n = 0;
    while (chunk.length > 0) {
      try {
        localStorage.setItem(`junk.${n++}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
    try {
      localStorage.setItem('one-more', 'x');
      return false;
    } catch {
      return true;
    }
  });
  expect(full).toBe(true);
}

test('a full local storage: signing in shows the front page (not the fatal error screen) and says storage is full', async ({
  page,
}) => {
  await fillLocalStorage(page);
  await signIn(page, 'dispatcher', '/');
  await expect(page.getByText('Karin Sjöberg')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dina tjänster' })).toBeVisible();
  await expect(page.locator('.fatal-error')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'lagring är full' })).toBeVisible();
  // The session works: a view that needs it loads.
  await page.goto('/#/message/edit');
  await expect(page.getByRole('textbox', { name: 'Ämne', ...exact })).toBeVisible();
});

test('a link longer than the form takes is cut, and the form says so; its draft key stays short', async ({
  page,
}) => {
  const subject = 'S'.repeat(300);
  const body = 'B'.repeat(12_000);
  await signIn(page, 'dispatcher', `/message/edit?subject=${subject}&body=${body}`);
  await expect(page.getByRole('textbox', { name: 'Ämne', ...exact })).toHaveValue('S'.repeat(200));
  await expect(page.getByRole('textbox', { name: 'Meddelande', ...exact })).toHaveValue(
    'B'.repeat(10_000),
  );
  await expect(page.getByRole('status').filter({ hasText: 'Länken innehöll mer' })).toContainText(
    'Ämne (högst 200 tecken), Meddelande (högst 10 000 tecken)',
  );
  await page.getByRole('textbox', { name: 'Ämne', ...exact }).press('End');
  await page.getByRole('textbox', { name: 'Ämne', ...exact }).press('Backspace');
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('pp.message.draft.')),
      ),
    )
    .toHaveLength(1);
  const [key] = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('pp.message.draft.')),
  );
  expect(key!.length).toBeLessThan(100);
});

test('an explicit sign-out drops the user’s drafts from the device', async ({ page }) => {
  await signIn(page, 'dispatcher', '/message/edit');
  await page.getByRole('textbox', { name: 'Meddelande', ...exact }).fill('Utkast före utloggning');
  const drafts = () =>
    page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('pp.message.draft.')));
  await expect.poll(drafts).toHaveLength(1);
  await page.goto('/#/logout');
  await expect(page).toHaveURL(/#\/login/);
  expect(await drafts()).toEqual([]);
});
