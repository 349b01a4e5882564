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

test('the menu reaches the in-portal views the user may open, check-in among them', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/');
  const nav = page.getByRole('navigation', { name: 'Vyer i portalen' });
  await nav.getByRole('button', { name: 'Meny' }).click();
  await expect(nav.getByRole('link')).toHaveText([
    'Dokument',
    'Bemanning',
    'Trafikmeddelanden',
    'Incheckning',
    // MESSAGE_SEND alone guards group admin too (spec 2 §6).
    'Mottagargrupper',
    'Avgångar',
    'Rapporter',
  ]);
  await nav.getByRole('link', { name: 'Incheckning' }).click();
  await expect(page).toHaveURL(/#\/inchecking$/);
  await expect(page).toHaveTitle('Incheckning');
  await expect(nav.getByRole('link')).toHaveCount(0);
});

test('a driver’s menu holds no check-in', async ({ page }) => {
  await signIn(page, 'driver', '/');
  const nav = page.getByRole('navigation', { name: 'Vyer i portalen' });
  await nav.getByRole('button', { name: 'Meny' }).click();
  await expect(nav.getByRole('link', { name: 'Dokument' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Incheckning' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('button', { name: 'Meny' })).toBeFocused();
});

test('the links widget follows the new-tab setting', async ({ page }) => {
  await signIn(page, 'dispatcher', '/');
  const links = page.getByRole('region', { name: 'Länkar' }).getByRole('link');
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await page.goto('/#/me');
  await page.getByRole('radio', { name: 'Öppna i samma flik' }).check();
  await page.goto('/#/');
  await expect(links.first()).toBeVisible();
  await expect(links.first()).not.toHaveAttribute('target', '_blank');
});
