import type { Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible } from './fixtures';

const countOf = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Visar \d+ av \d+ positioner$/ });

test('the Bemanning tile opens the day’s positions; /staffoverview leads there', async ({
  page: front,
}) => {
  await signIn(front, 'dispatcher', '/');
  const opened = front.waitForEvent('popup');
  await front.getByRole('link', { name: /^Bemanning/ }).click();
  const page = await opened;
  await expect(page).toHaveURL(/#\/staffoverview\/viewAll/);
  await expect(page).toHaveTitle('Bemanning');
  await expect(page.getByRole('heading', { name: 'Bemanning' })).toBeVisible();
  await expect(countOf(page)).toHaveText(/Visar (\d+) av \1 positioner/);
  await page.screenshot({ path: 'test-results/staff.png', fullPage: true });
  await expectAccessible(page);
});
