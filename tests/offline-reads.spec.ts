import { test, expect } from './fixtures';
import { countOf, openStaff } from './staff-helpers';

test('a view read while offline says so with a retry, never loads for ever; back online it loads', async ({
  page,
  context,
}) => {
  await openStaff(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Föregående dag' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Nätverksfel: servern kunde inte nås' });
  // Two automatic retries (1 s and 2 s apart) come first.
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Hämtar positioner …' })).toHaveCount(0);
  await context.setOffline(false);
  await alert.getByRole('button', { name: 'Försök igen' }).click();
  await expect(countOf(page)).toHaveText(/Visar (\d+) av \1 positioner/);
});
