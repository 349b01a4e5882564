import { test, expect, signIn, tokenFor } from './fixtures';

/**
 * The current district is one of the portal's districts (spec 1 §9: 1-5, 17) where the user has
 * access (§6), whatever the token's default or the district remembered from before says.
 */
const picker = (page: import('@playwright/test').Page) =>
  page.getByRole('combobox', { name: 'Trafikdistrikt' });

test('a default district outside the allowed ones gives way to an allowed one with access', async ({
  page,
}) => {
  // Värmland (9) is the default and held, but the portal does not work there.
  const token = tokenFor('dispatcher', {
    defaultDistrictId: 9,
    access: [{ name: 'ROSTER_READ', districts: [9, 17] }],
  });
  await signIn(page, { token }, '/');
  await expect(picker(page)).toHaveValue('17');
  await expect(picker(page).locator('option')).toHaveText(['Kalmar–Kronoberg']);
});

test('without access in any of the portal districts the header says why', async ({ page }) => {
  const token = tokenFor('driver', {
    defaultDistrictId: 4,
    access: [{ name: 'INFRA_INFO', districts: [7, 9] }],
  });
  await signIn(page, { token }, '/');
  await expect(
    page
      .getByRole('banner')
      .getByText(
        'Inget trafikdistrikt kan väljas: du har ingen behörighet i något av de distrikt som portalen arbetar med. Kontakta administratören.',
      ),
  ).toBeVisible();
  await expect(picker(page)).toHaveCount(0);
});

test('a last chosen district the token no longer grants is not where a new tab starts', async ({
  page,
  context,
}) => {
  await signIn(page, 'dispatcher', '/');
  await picker(page).selectOption({ label: 'Östergötland' });
  await expect(picker(page)).toHaveValue('5');
  // Östergötland is withdrawn: the next token grants Skåne and Kalmar–Kronoberg only.
  const token = tokenFor('dispatcher', {
    iat: Math.floor(Date.now() / 1000) + 5,
    access: [{ name: 'ROSTER_READ', districts: [4, 17] }],
  });
  const tab = await context.newPage();
  await signIn(tab, { token }, '/');
  await expect(picker(tab)).toHaveValue('4');
  await expect(picker(tab).locator('option')).toHaveText(['Skåne', 'Kalmar–Kronoberg']);
  // The first tab, once reloaded, leaves its withdrawn district too.
  await page.reload();
  await expect(picker(page)).toHaveValue('4');
});
