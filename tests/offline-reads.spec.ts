import { test, expect } from './fixtures';
import { countOf, openStaff } from './staff-helpers';

test('a list read while offline says so instead of loading for ever, and loads when the network is back', async ({
  page,
  context,
}) => {
  await openStaff(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Föregående dag' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: 'Ingen nätverksanslutning. Uppgifterna hämtas när anslutningen är tillbaka.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Hämtar positioner …' })).toHaveCount(0);
  await context.setOffline(false);
  await expect(countOf(page)).toHaveText(/Visar (\d+) av \1 positioner/);
});
