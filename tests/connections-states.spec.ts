import { test, expect, signIn, tokenFor } from './fixtures';
import { board, connectionRules, openConnections, searchPlace } from './connections-helpers';

test('without network the board says so for each service, and a retry fills in when the network is back', async ({
  page,
  context,
}) => {
  await openConnections(page);
  await searchPlace(page, 'M', 'Malmö C (M)');
  await expect(board(page)).toBeVisible();
  await context.setOffline(true);
  await page
    .getByRole('region', { name: 'Huvudstationer' })
    .getByRole('button', { name: 'Lund C (LU)' })
    .click();
  await expect(page.getByRole('heading', { name: 'Avgångar från Lund C (LU)' })).toBeVisible();
  // Reads are tried offline too (networkMode 'always'), so after two retries each service says
  // 'Nätverksfel'; a retry held while the page is not in focus is paused instead, and then says
  // there is no network. Either way, never a blank board.
  for (const service of ['Tåg', 'Bussar'])
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `${service} kunde inte hämtas: Nätverksfel` })
        .or(page.getByRole('status').filter({ hasText: `${service}: ingen nätverksanslutning.` })),
    ).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);
  await page
    .getByRole('region', { name: 'Avgångar från Lund C (LU)' })
    .getByRole('button', { name: 'Uppdatera' })
    .first()
    .click();
  await expect(board(page)).toBeVisible();
});

test('a failing places call is shown with a retry', async ({ page }) => {
  await connectionRules(page, [{ host: 'places', status: 503, message: 'Platstjänsten är nere' }]);
  await openConnections(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Platssignaturerna kunde inte hämtas' });
  await expect(alert).toContainText('503');
  await connectionRules(page, []);
  await alert.getByRole('button', { name: 'Försök igen' }).click();
  await expect(alert).toHaveCount(0);
});

test('without a district the page says what to do', async ({ page }) => {
  // A user whose token names no default district and no district-bound access.
  await signIn(
    page,
    { token: tokenFor('beta', { defaultDistrictId: null, access: [] }) },
    '/connections',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Avgångar' })).toBeVisible();
  await expect(page.getByText('Välj ett distrikt.')).toBeVisible();
});

test('a district without stops says so', async ({ page }) => {
  await page.route('**/mock/traffic/api/stops**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await signIn(page, 'driver', '/connections');
  await expect(page.getByText('Det finns inga aktiva hållplatser i trafikområdet.')).toBeVisible();
});

test('a place without departures says so', async ({ page }) => {
  await page.route(/\/mock\/(travelinfo|transit)\/api\/departures/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await openConnections(page);
  await searchPlace(page, 'lu', 'Lund C (LU)');
  await expect(page.getByText('Inga avgångar de närmaste timmarna.')).toBeVisible();
});

test('the stops are kept for the session: a reload shows the chosen place without asking again', async ({
  page,
}) => {
  await openConnections(page);
  await searchPlace(page, 'lu', 'Lund C (LU)');
  let stopCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/stops')) stopCalls += 1;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Avgångar från Lund C (LU)' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sök plats' })).toBeEnabled();
  await searchPlace(page, 'hb', 'Helsingborg C (HB)');
  expect(stopCalls).toBe(0);
});
