import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, tokenFor, expectAccessible } from './fixtures';
import { addDays, stockholmDay } from './stockholm-days';

/** The equipment register's list: guard, filter chain, session-kept dates, paging (issue 13). */

const auth = () => ({ authorization: `Bearer ${tokenFor('admin')}` });

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/mock/verify${path}`, { headers: auth() });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const countOf = async (request: APIRequestContext, query: string) =>
  (await api<{ count: number }>(request, `/api/Admin/checklist?take=1&${query}`)).count;

const today = () => stockholmDay();
const count = (page: Page) => page.getByRole('status').filter({ hasText: /kontroller$/ });
const options = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true }).locator('option');

test('without VEHICLE_CHECKLIST_ADMIN there is no access', async ({ page }) => {
  await signIn(page, 'driver', '/equipmentRegister/verify');
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
});

test('VEHICLE_CHECKLIST_ADMIN outside districts 4, 14, 17 and 19 gives no access', async ({
  page,
}) => {
  const elsewhere = tokenFor('admin', {
    access: [{ name: 'VEHICLE_CHECKLIST_ADMIN', districts: [1, 2] }],
  });
  await signIn(page, { token: elsewhere }, '/equipmentRegister');
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
});

test('VEHICLE_CHECKLIST_ADMIN in Norrbotten (14): the Verify tile opens its list', async ({
  page,
}) => {
  const norrbotten = tokenFor('admin', {
    access: [{ name: 'VEHICLE_CHECKLIST_ADMIN', districts: [14] }],
  });
  await signIn(page, { token: norrbotten }, '/');
  // Tiles open in a new tab by default: follow the tile's address in this one.
  const tile = page.getByRole('link', { name: /^Verify/ });
  await expect(tile).toHaveAttribute('href', '#/equipmentRegister');
  await page.goto(`/${(await tile.getAttribute('href'))!}`);
  await expect(page).toHaveURL(/#\/equipmentRegister\/verify$/);
  await expect(page).toHaveTitle('Verify Admin');
  await expect(page.getByRole('heading', { name: 'Verify Admin' })).toBeVisible();
  // Only the districts the access allows are offered; the one held is chosen.
  const districts = page.getByRole('group', { name: 'Distrikt' }).getByRole('checkbox');
  await expect(districts).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'Norrbotten' })).toBeChecked();
  const expected = await countOf(
    page.request,
    `districtids=14&datefrom=${addDays(today(), -6)}&dateto=${today()}`,
  );
  await expect(count(page)).toHaveText(`${expected} kontroller`);
});

test('each list follows the choices before it, and the list follows the filter', async ({
  page,
}) => {
  // Several screens and 5,000-row lists: slow on a loaded 2-core machine.
  test.slow();
  await signIn(page, 'admin', '/equipmentRegister');
  await expect(page.getByRole('checkbox', { name: 'Skåne' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Distrikt' }).getByRole('checkbox')).toHaveCount(4);
  const from = addDays(today(), -6);
  const base = `districtids=4&datefrom=${from}&dateto=${today()}`;
  await expect(count(page)).toHaveText(`${await countOf(page.request, base)} kontroller`);

  const host = page.getByRole('combobox', { name: 'Objekt', exact: true });
  await expect(host).toBeDisabled();
  await page.getByRole('combobox', { name: 'Objekttyp' }).selectOption({ label: 'Fordon' });
  await expect(host).toBeEnabled();
  await expect(options(page, 'Objekt')).toContainText(['X31 4301']);
  await expect(options(page, 'Objekt').filter({ hasText: 'Y31 1301' })).toHaveCount(0);
  await expect(options(page, 'Utrustningstyp')).toContainText(['Kylskåp bistro']);
  await expect(options(page, 'Utrustningstyp').filter({ hasText: 'Biljettautomat' })).toHaveCount(
    0,
  );
  await expect(options(page, 'Plats')).toContainText(['Lund C (LU)']);

  // Another district adds its vehicles and places.
  await page.getByRole('checkbox', { name: 'Kalmar–Kronoberg' }).check();
  await expect(options(page, 'Objekt')).toContainText(['X31 4301', 'Y31 1301']);
  await expect(options(page, 'Plats')).toContainText(['Kalmar C (KAC)']);
  await page.getByRole('checkbox', { name: 'Kalmar–Kronoberg' }).uncheck();

  const vehicles = await api<{ id: number; name: string }[]>(page.request, '/api/Admin/hosts/2/4');
  const x31 = vehicles.find((v) => v.name === 'X31 4301')!;
  await host.selectOption({ label: 'X31 4301' });
  const forHost = await countOf(page.request, `${base}&hosttypeid=2&hostid=${x31.id}`);
  await expect(count(page)).toHaveText(`${forHost} kontroller`);
  const table = page.getByRole('region', { name: 'Kontroller' });
  await expect(table.getByRole('row').nth(1)).toContainText('X31 4301');

  // A new host type clears the host.
  await page.getByRole('combobox', { name: 'Objekttyp' }).selectOption({ label: 'Station' });
  await expect(host).toHaveValue('');
  await expect(options(page, 'Utrustningstyp')).toContainText(['Biljettautomat']);
  await expect(count(page)).toHaveText(
    `${await countOf(page.request, `${base}&hosttypeid=1`)} kontroller`,
  );
  await expectAccessible(page);
});

test('the date range is kept for the browser session', async ({ page }) => {
  // Several screens and 5,000-row lists: slow on a loaded 2-core machine.
  test.slow();
  await signIn(page, 'admin', '/equipmentRegister/verify');
  const from = page.getByRole('textbox', { name: 'Från datum' });
  await expect(from).toHaveValue(addDays(today(), -6));
  const day = addDays(today(), -20);
  const to = addDays(today(), -10);
  await from.fill(day);
  await from.press('Enter');
  await page.getByRole('textbox', { name: 'Till datum' }).fill(to);
  await page.getByRole('textbox', { name: 'Till datum' }).press('Enter');
  const expected = await countOf(page.request, `districtids=4&datefrom=${day}&dateto=${to}`);
  await expect(count(page)).toHaveText(`${expected} kontroller`);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Från datum' })).toHaveValue(day);
  await expect(page.getByRole('textbox', { name: 'Till datum' })).toHaveValue(to);
  await expect(count(page)).toHaveText(`${expected} kontroller`);

  // A date's × empties it (named for that, not "Stäng"): the list then has no lower bound.
  const clear = page.getByRole('button', { name: 'Rensa datum' });
  await expect(clear).toHaveCount(2);
  await clear.first().click();
  await expect(page.getByRole('textbox', { name: 'Från datum' })).toHaveValue('');
  const upTo = await countOf(page.request, `districtids=4&dateto=${to}`);
  expect(upTo).toBeGreaterThan(expected);
  await expect(count(page)).toHaveText(`${upTo} kontroller`);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Från datum' })).toHaveValue('');
  await expect(count(page)).toHaveText(`${upTo} kontroller`);
});

test('the picture of a check opens in a new tab, not the check', async ({ page }) => {
  interface Pictured {
    id: number;
    imageUrl: string | null;
    hostId: number;
    equipmentId: number;
    created: string;
  }
  const from = addDays(today(), -6);
  const { data } = await api<{ data: Pictured[] }>(
    page.request,
    `/api/Admin/checklist?districtids=4&datefrom=${from}&dateto=${today()}&hosttypeid=1`,
  );
  const pictured = data.find((c) => c.imageUrl)!;
  expect(pictured, 'a station check with a picture in the last 7 days').toBeTruthy();
  await signIn(page, 'admin', '/equipmentRegister/verify');
  // Its host and equipment type: a short list, the check in view.
  await page.getByRole('combobox', { name: 'Objekttyp' }).selectOption({ label: 'Station' });
  await page
    .getByRole('combobox', { name: 'Objekt', exact: true })
    .selectOption(String(pictured.hostId));
  await page
    .getByRole('combobox', { name: 'Utrustningstyp' })
    .selectOption(String(pictured.equipmentId));
  const link = page.getByRole('link', { name: `Visa bild för kontroll ${pictured.id}` });
  await expect(link).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(pictured.imageUrl);
  const picture = await page.request.get(pictured.imageUrl!);
  expect(picture.headers()['content-type']).toContain('image/');
  await tab.close();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a filter list that cannot be fetched is named, and comes with Försök igen', async ({
  page,
}) => {
  await page.request.post('/mock/verify/__control', {
    data: { fail: { call: 'hosts', status: 503, times: 50 } },
  });
  await signIn(page, 'admin', '/equipmentRegister/verify');
  await page.getByRole('combobox', { name: 'Objekttyp' }).selectOption({ label: 'Fordon' });
  const form = page.getByRole('form', { name: 'Filter' });
  const alert = form.getByRole('alert');
  // Two retries with their back-off come first.
  await expect(alert).toHaveText(/^Valen för Objekt kunde inte hämtas\./, { timeout: 15_000 });
  await page.request.post('/mock/verify/__control', { data: { clear: true } });
  await alert.getByRole('button', { name: 'Försök igen' }).click();
  await expect(options(page, 'Objekt')).toContainText(['X31 4301']);
  await expect(alert).toHaveCount(0);
});

test('more than 5,000 checks come in pages of 5,000; the list sorts by a column', async ({
  page,
}) => {
  // Several screens and 5,000-row lists: slow on a loaded 2-core machine.
  test.slow();
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/Admin/checklist')) requested.push(new URL(r.url()).search);
  });
  await signIn(page, 'admin', '/equipmentRegister/verify');
  const from = page.getByRole('textbox', { name: 'Från datum' });
  await from.fill(addDays(today(), -60));
  await from.press('Enter');
  const total = await countOf(
    page.request,
    `districtids=4&datefrom=${addDays(today(), -60)}&dateto=${today()}`,
  );
  expect(total).toBeGreaterThan(5000);
  await expect(count(page)).toHaveText(`${total} kontroller`);
  await expect(page.getByText('Sida 1 av 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Föregående sida' })).toBeDisabled();
  const table = page.getByRole('region', { name: 'Kontroller' });
  await expect(table.getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
  // The times (yyyy-MM-dd HH:mm) and the headers fit their columns: nothing cut off.
  const cut = await table.evaluate((region) =>
    [...region.querySelectorAll('th, tbody tr[data-index]:first-of-type td')]
      .filter((cell) => !cell.matches('.col-text, .col-text *'))
      .filter((cell) => cell.scrollWidth > cell.clientWidth)
      .map((cell) => cell.textContent),
  );
  expect(cut).toEqual([]);

  // While the next page is fetched the first one stays, and the count says it is being fetched.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/Admin\/checklist\?.*skip=5000/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Nästa sida' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hämtar kontroller …' })).toBeVisible();
  await expect(count(page)).toHaveCount(0);
  await expect(table.getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
  // The rows shown are the page before: marked busy (and dimmed) until the new page is there.
  const rows = page.locator('.checklist-rows');
  await expect(rows).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByText('Sida 2 av 2')).toBeVisible();
  await expect(rows).not.toHaveAttribute('aria-busy');
  await expect(count(page)).toHaveText(`${total} kontroller`);
  await expect(table.getByRole('table')).toHaveAttribute('aria-rowcount', String(total - 5000 + 1));
  const last = requested.at(-1)!;
  expect(last).toContain('skip=5000');
  expect(last).toContain('take=5000');
  expect(last).toContain('count=true');

  // Sorting: by host ascending, then descending.
  const header = table.getByRole('columnheader', { name: 'Objekt', exact: true });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const first = await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const firstDesc = await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
  expect(first!.localeCompare(firstDesc!, 'sv')).toBeLessThan(0);
});

test('a failed list load says so and retries', async ({ page }) => {
  await page.request.post('/mock/verify/__control', {
    data: { fail: { call: 'checklist', status: 503, times: 50, message: 'Verify svarar inte' } },
  });
  await signIn(page, 'admin', '/equipmentRegister/verify');
  const alert = page.getByRole('alert').filter({ hasText: 'Listan kunde inte hämtas.' });
  // Two retries with their back-off come first.
  await expect(alert).toContainText('Verify svarar inte', { timeout: 15_000 });
  await page.request.post('/mock/verify/__control', { data: { clear: true } });
  await alert.getByRole('button', { name: 'Försök igen' }).click();
  await expect(count(page)).toBeVisible();
});

test('with every district unticked the list asks for one, and nothing says it is fetching', async ({
  page,
}) => {
  await signIn(page, 'admin', '/equipmentRegister');
  await expect(count(page)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Skåne' }).uncheck();
  await expect(page.getByText('Välj minst ett distrikt.')).toBeVisible();
  await expect(page.getByText('Hämtar kontroller …')).toHaveCount(0);
  await expect(count(page)).toHaveCount(0);
});

test('Back after a check dialog was closed leaves the list, not a copy of it', async ({ page }) => {
  await signIn(page, 'admin', '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Into the register from the front page, as a link within the portal does.
  await page.evaluate(() => (window.location.hash = '#/equipmentRegister/verify'));
  await expect(count(page)).toBeVisible();
  await page.getByRole('button', { name: 'Ny kontroll' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/check=new/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/check=/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/$/);
  // Forward again is the list, not the dialog.
  await page.goForward();
  await expect(page).toHaveURL(/#\/equipmentRegister\/verify$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
