import { test, expect } from './fixtures';

test('the portal’s name and a loading text show before its code has arrived, then give way', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The entry script is held back: what shows is index.html and its stylesheet alone.
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/login', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Laddar Personalportalen …');
  await expect(page.getByRole('banner')).toHaveText('Personalportalen');
  release();
  await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
  await expect(page.getByText('Laddar Personalportalen …')).toHaveCount(0);
});
