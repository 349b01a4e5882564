import { test, expect, signIn } from './fixtures';

test('a handed-over token signs in, leaves the address bar and shows the shell', async ({
  page,
}) => {
  await signIn(page, 'driver', '/');
  await expect(page.getByRole('link', { name: 'Personalportalen' })).toBeVisible();
  await expect(page.getByText('Anna Lindqvist')).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await expect(page).toHaveTitle('Personalportalen');
});

test('without a session the login view is shown', async ({ page }) => {
  await page.goto('/#/vls/mydocs');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Inloggning');
});
