import { test, expect, signIn, tokenFor, rawToken } from './fixtures';

/** Issue 8, rough edges of the shell. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

test('redirect and no-access pages carry their tab title (Commando)', async ({ page }) => {
  await signIn(page, 'driver', '/commando');
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
  await expect(page).toHaveTitle('Commando');
});

test('<html lang> follows the chosen language', async ({ page }) => {
  await signIn(page, 'driver', '/me');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('radio', { name: 'Polski' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('the district drop-down offers no district for BETA_TESTER alone; Tempo needs a command district', async ({
  page,
}) => {
  const token = rawToken({
    ...claimsOf(tokenFor('admin')),
    defaultDistrictId: 1,
    access: [
      { name: 'BETA_TESTER', districts: ['*'] },
      { name: 'DOC_TOREAD', districts: [1] },
      { name: 'STATION_VIEW_BO', districts: [1, 4] },
    ],
  });
  await signIn(page, { token }, '/');
  const picker = page.getByRole('combobox', { name: 'Trafikdistrikt' });
  await expect(picker.locator('option')).toHaveText(['Stockholm', 'Skåne']);
  // District 1 holds STATION_VIEW_BO but is no command district: no Tempo.
  await expect(page.getByRole('link', { name: /^Dokument/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Tempo/ })).toHaveCount(0);
  await picker.selectOption({ label: 'Skåne' });
  await expect(page.getByRole('link', { name: /^Tempo/ })).toBeVisible();
});
