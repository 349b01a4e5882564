import { test, expect, expectAccessible } from './fixtures';
import { board, connectionRules, openConnections, rows, searchPlace } from './connections-helpers';

test('search by name and by short name with the keyboard', async ({ page }) => {
  await openConnections(page);
  const box = page.getByRole('combobox', { name: 'Sök plats' });
  await box.fill('lund');
  await expect(page.getByRole('listbox', { name: 'Sök plats' }).getByRole('option')).toHaveText([
    'Lund Botulfsplatsen',
    'Lund C (LU)',
  ]);
  await box.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Lund C (LU)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'Avgångar från Lund C (LU)' })).toBeVisible();
  await expect(box).toHaveValue('');

  await searchPlace(page, 'hb', 'Helsingborg C (HB)');
  await box.fill('xyzzy');
  await expect(page.getByText('Ingen hållplats i trafikområdet matchar.').first()).toBeVisible();
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('main stations in the spec order; one click shows trains and buses merged by time', async ({
  page,
}) => {
  // Two axe runs over a full board: slow on a busy machine.
  test.slow();
  await openConnections(page);
  const main = page.getByRole('region', { name: 'Huvudstationer' });
  await expect(main.getByRole('button')).toHaveText([
    'Malmö C (M)',
    'Helsingborg C (HB)',
    'Hässleholm C (HM)',
    'Lund C (LU)',
    'Kristianstad C (CR)',
  ]);
  await main.getByRole('button', { name: 'Malmö C (M)' }).click();
  await expect(page.getByRole('heading', { name: 'Avgångar från Malmö C (M)' })).toBeVisible();
  const body = rows(page).filter({ has: page.locator('td') });
  await expect(body.filter({ hasText: 'Tåg' }).first()).toBeVisible();
  await expect(body.filter({ hasText: 'Buss' }).first()).toBeVisible();
  // Merged by advertised time.
  const times = await board(page)
    .locator('tbody tr td:first-child time')
    .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime')!)));
  expect(times.length).toBeGreaterThan(10);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  // Delay, cancellation and a changed track are shown as such.
  await expect(body.filter({ hasText: /\d+ min sen/ }).first()).toBeVisible();
  await expect(body.filter({ hasText: 'Inställd' }).first()).toBeVisible();
  await expect(body.filter({ hasText: 'Spårändrat' }).first()).toBeVisible();
  await expect(page.getByText(/Uppdateras var 30:e sekund/)).toBeVisible();
  await expectAccessible(page);

  // The vehicles of a trip (vehicle service, without the auth header).
  const vehicles = page.getByRole('button', { name: /^Visa fordon för tur / }).first();
  const trip = (await vehicles.getAttribute('aria-label'))!.replace('Visa fordon för tur ', '');
  const call = page.waitForRequest((r) => r.url().includes('/mock/vehicles/vehicle-'));
  await vehicles.click();
  expect((await call).headers().authorization).toBeUndefined();
  const dialog = page.getByRole('dialog', { name: `Fordon för tur ${trip}` });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(dialog).toBeHidden();
});

test('district 5 offers its main stations in order', async ({ page }) => {
  await openConnections(page, 'conductor');
  await expect(page.getByRole('region', { name: 'Huvudstationer' }).getByRole('button')).toHaveText(
    ['Mjölby (MY)', 'Norrköping C (NR)', 'Linköping C (LP)'],
  );
});

test("a station without signature in district 4: 'Saknar platssignatur', buses still shown", async ({
  page,
}) => {
  const trainCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/mock/travelinfo/api/departures')) trainCalls.push(r.url());
  });
  await openConnections(page);
  await searchPlace(page, 'sveda', 'Svedala');
  await expect(page.getByText('Tåg: Saknar platssignatur')).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Buss' }).first()).toBeVisible();
  expect(trainCalls).toEqual([]);
});

test('one service failing shows its message; the other still shows its departures', async ({
  page,
}) => {
  await openConnections(page);
  await connectionRules(page, [{ host: 'transit', status: 503, message: 'Bussdata saknas' }]);
  await searchPlace(page, 'm', 'Malmö C (M)');
  await expect(page.getByRole('alert')).toContainText(
    'Bussar kunde inte hämtas: 503 Bussdata saknas',
  );
  await expect(rows(page).filter({ hasText: 'Tåg' }).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Buss' })).toHaveCount(0);
  // Back up: the retry shows the buses too.
  await connectionRules(page, []);
  await page.getByRole('alert').getByRole('button', { name: 'Uppdatera' }).click();
  await expect(rows(page).filter({ hasText: 'Buss' }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('two quick searches, the first answering last: only the second is shown', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await openConnections(page);
  await connectionRules(page, [{ place: 'Malmö C', delayMs: 2500 }]);
  const main = page.getByRole('region', { name: 'Huvudstationer' });
  await main.getByRole('button', { name: 'Malmö C (M)' }).click();
  await expect(page.getByText('Hämtar tåg …')).toBeVisible();
  await main.getByRole('button', { name: 'Lund C (LU)' }).click();
  await expect(page.getByRole('heading', { name: 'Avgångar från Lund C (LU)' })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Tåg' }).first()).toBeVisible();
  await expect.poll(() => logs.filter((l) => l === 'Not latest search. Discarding').length).toBe(2);
  // Malmö's answers (trains and buses, 2.5 s late) never replace Lund's board.
  const slow = page
    .waitForResponse((r) => r.url().includes('place=Malm'), { timeout: 6000 })
    .catch(() => null);
  await slow;
  await expect(page.getByRole('heading', { name: 'Avgångar från Lund C (LU)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Malmö C/ })).toHaveCount(0);
});
