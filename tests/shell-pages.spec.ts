import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

/** The width the main content takes in the window. */
const mainWidth = (page: Page) =>
  page.getByRole('main').evaluate((main) => main.getBoundingClientRect().width);

test('a wide page (check-in, the staff overview) uses the whole window; other views keep the reading width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1800, height: 900 });
  await signIn(page, 'dispatcher', '/inchecking');
  await expect(page.getByRole('heading', { name: 'Incheckning' })).toBeVisible();
  await expect.poll(() => mainWidth(page)).toBeGreaterThan(1700);

  const nav = page.getByRole('navigation', { name: 'Vyer i portalen' });
  await nav.getByRole('button', { name: 'Meny' }).click();
  await nav.getByRole('link', { name: 'Dokument' }).click();
  await expect(page.getByRole('navigation', { name: 'Dokumentvyer' })).toBeVisible();
  await expect.poll(() => mainWidth(page)).toBeLessThanOrEqual(1400);

  await nav.getByRole('button', { name: 'Meny' }).click();
  await nav.getByRole('link', { name: 'Bemanning' }).click();
  await expect(page).toHaveURL(/#\/staffoverview\/viewAll$/);
  await expect.poll(() => mainWidth(page)).toBeGreaterThan(1700);
});
