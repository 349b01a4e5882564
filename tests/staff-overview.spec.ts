import { test, expect, signIn, expectAccessible, tokenFor, tokenValidAt } from './fixtures';
import {
  countOf,
  dataRows,
  dateField,
  latestWeekday,
  openStaff,
  positionsOf,
  signinsOf,
  stopBrowserClockAt,
} from './staff-helpers';
import {
  addDays,
  isWeekend,
  mondayOf,
  stockholmDay,
  stockholmMoment,
  swedishLongDate,
  weekdayOf,
} from './stockholm-days';

test('the Bemanning tile opens the day’s positions; /staffoverview leads there', async ({
  page: front,
}) => {
  // A new tab, the whole list and axe: longer than 30 s on a busy machine.
  test.slow();
  await signIn(front, 'dispatcher', '/');
  const opened = front.waitForEvent('popup');
  await front.getByRole('link', { name: /^Bemanning/ }).click();
  const page = await opened;
  // A new tab loads the whole app first (slow on a busy machine).
  await expect(page).toHaveURL(/#\/staffoverview\/viewAll/, { timeout: 20_000 });
  await expect(page).toHaveTitle('Bemanning');
  await expect(dateField(page)).toHaveValue(latestWeekday());
  const expected = await positionsOf(page, latestWeekday());
  await expect(countOf(page)).toHaveText(
    `Visar ${expected.length} av ${expected.length} positioner`,
  );
  await expectAccessible(page);

  await signIn(front, 'dispatcher', '/staffoverview');
  await expect(front).toHaveURL(/#\/staffoverview\/viewAll/, { timeout: 20_000 });
});

test('weeks from Monday; future days and weekends cannot be chosen', async ({ page }) => {
  // The list, the calendar twice and axe: longer than 30 s on a busy machine.
  test.slow();
  await openStaff(page);
  // The picker itself, not the read-only field that stands in while its chunk loads.
  await expect(dateField(page)).toBeEditable();
  await dateField(page).click();
  const calendar = page.getByRole('dialog', { name: 'Välj datum' });
  await expect(calendar).toBeVisible();
  // Swedish, weeks from Monday (after the week number's column).
  await expect(calendar.getByRole('columnheader').nth(1)).toContainText('måndag');
  await expect(calendar.getByRole('columnheader').last()).toContainText('söndag');
  const today = stockholmDay();
  const cell = (day: string) =>
    calendar.getByRole('gridcell', { name: `Kan inte väljas: ${swedishLongDate(day)}` });
  // A day after today in this month (or the first of next month, then shown after paging).
  const tomorrow = addDays(today, 1);
  if (tomorrow.slice(0, 7) !== today.slice(0, 7))
    await calendar.getByRole('button', { name: 'Nästa månad' }).click({ force: true });
  await expect(cell(tomorrow)).toHaveAttribute('aria-disabled', 'true');
  // A weekend day in the past: its month shown when needed.
  let weekend = addDays(today, -1);
  while (!isWeekend(weekend)) weekend = addDays(weekend, -1);
  await page.keyboard.press('Escape');
  await dateField(page).click();
  if (weekend.slice(0, 7) !== today.slice(0, 7))
    await calendar.getByRole('button', { name: 'Föregående månad' }).click();
  await expect(cell(weekend)).toHaveAttribute('aria-disabled', 'true');
  await cell(weekend).click({ force: true });
  await expect(dateField(page)).toHaveValue(latestWeekday());
  await expectAccessible(page);
});

test('the date picker marks Stockholm’s today, also where the browser’s day is still yesterday', async ({
  page,
}) => {
  // A Tuesday to Friday of the last two weeks whose day before is in the same month, at 00:30 in
  // Stockholm: in New York it is still the evening of the day before.
  let day = addDays(stockholmDay(), -1);
  while (weekdayOf(day) < 2 || weekdayOf(day) > 5 || day.endsWith('-01')) day = addDays(day, -1);
  const at = stockholmMoment(day, 30);
  await stopBrowserClockAt(page, at);
  await signIn(page, { token: tokenValidAt('dispatcher', at) }, '/staffoverview/viewAll');
  await expect(dateField(page)).toHaveValue(day, { timeout: 20_000 });
  // The picker itself, not the read-only field that stands in while it loads.
  await expect(dateField(page)).toBeEditable();
  await dateField(page).click();
  const calendar = page.getByRole('dialog', { name: 'Välj datum' });
  const cell = (key: string) =>
    calendar.getByRole('gridcell', { name: new RegExp(`${swedishLongDate(key)}$`) });
  await expect(cell(day)).toHaveAttribute('aria-current', 'date');
  await expect(calendar.locator('[aria-current="date"]')).toHaveCount(1);
  await expect(cell(day)).toHaveCSS('font-weight', '700');
  await expect(cell(addDays(day, -1))).toHaveCSS('font-weight', '400');
  await expect(cell(addDays(day, 1))).toHaveAttribute('aria-disabled', 'true');
});

test('previous and next day step over the weekend, and not past today', async ({ page }) => {
  // The Monday of last week: the day before is a Friday.
  const monday = mondayOf(addDays(stockholmDay(), -7));
  const friday = addDays(monday, -3);
  await openStaff(page, 'dispatcher', monday);
  await expect(dateField(page)).toHaveValue(monday);
  const loaded = page.waitForRequest((r) => r.url().includes(`dutyDate=${friday}`));
  await page.getByRole('button', { name: 'Föregående dag' }).click();
  await loaded;
  await expect(dateField(page)).toHaveValue(friday);
  await expect(page).toHaveURL(new RegExp(`date=${friday}`));
  await page.getByRole('button', { name: 'Nästa dag' }).click();
  await expect(dateField(page)).toHaveValue(monday);

  await openStaff(page, 'dispatcher');
  await expect(page.getByRole('button', { name: 'Nästa dag' })).toBeDisabled();
  // A future day in the address is not shown either.
  await openStaff(page, 'dispatcher', addDays(stockholmDay(), 3));
  await expect(dateField(page)).toHaveValue(latestWeekday());
});

test('filters on name, phone and train narrow the list', async ({ page }) => {
  const day = latestWeekday();
  await openStaff(page);
  const all = await positionsOf(page, day);
  // Spec 1 gives the phones to the duty sign-ins, which the list reads beside the positions.
  const phoneOf = new Map(
    (await signinsOf(page, day)).map((s) => [s.employee.employeeNumber, s.employee.phones.work]),
  );
  const someone = all.find(
    (p) => p.tripsInfo.length > 0 && phoneOf.get(p.employee.employeeNumber),
  )!;
  const work = phoneOf.get(someone.employee.employeeNumber)!;
  const total = all.length;
  // Each filter says what it searches.
  await expect(
    page.getByRole('searchbox', { name: 'Namn', exact: true }),
  ).toHaveAccessibleDescription('Söker i namn och anställningsnummer.');
  await expect(
    page.getByRole('searchbox', { name: 'Tåg', exact: true }),
  ).toHaveAccessibleDescription('Söker tågnummer från början.');
  await expect(
    page.getByRole('searchbox', { name: 'Telefon', exact: true }),
  ).toHaveAccessibleDescription('Söker i arbetstelefonerna från dagens incheckning.');

  await page.getByLabel('Namn', { exact: true }).fill(someone.employee.name);
  const byName = all.filter((p) => p.employee.name.includes(someone.employee.name)).length;
  await expect(countOf(page)).toHaveText(`Visar ${byName} av ${total} positioner`);
  await expect(dataRows(page).first()).toContainText(someone.employee.name);
  await page.getByLabel('Namn', { exact: true }).fill('');

  // The national form of the work phone, as people type it.
  const national = `0${work.slice(2)}`;
  await page
    .getByLabel('Telefon', { exact: true })
    .fill(`${national.slice(0, 3)}-${national.slice(3)}`);
  await expect(countOf(page)).toHaveText(/^Visar [12] av \d+ positioner$/);
  await expect(dataRows(page).filter({ hasText: someone.employee.name })).toHaveCount(1);
  await page.getByLabel('Telefon', { exact: true }).fill('');

  const trip = someone.tripsInfo[0]!.trip;
  await page.getByLabel('Tåg', { exact: true }).fill(trip);
  const onTrip = all.filter((p) => p.tripsInfo.some((t) => t.trip.startsWith(trip))).length;
  await expect(countOf(page)).toHaveText(`Visar ${onTrip} av ${total} positioner`);
  await expect(dataRows(page).filter({ hasText: someone.employee.name })).toHaveCount(1);

  // The filters are kept across a reload.
  await page.reload();
  await expect(page.getByLabel('Tåg', { exact: true })).toHaveValue(trip);
  await expect(countOf(page)).toHaveText(`Visar ${onTrip} av ${total} positioner`);
});

test('the district filter reloads the list for the chosen district', async ({ page }) => {
  await openStaff(page);
  const day = latestWeekday();
  const other = await positionsOf(page, day, 5);
  const request = page.waitForRequest((r) => r.url().includes('districtid=5'));
  await page.getByLabel('Distrikt', { exact: true }).selectOption({ label: 'Östergötland' });
  await request;
  await expect(countOf(page)).toHaveText(`Visar ${other.length} av ${other.length} positioner`);
  await expect(page.getByLabel('Trafikdistrikt')).toHaveValue('5');
});

/** The district ids the view's Distrikt field offers, in order. */
const offered = (page: import('@playwright/test').Page) =>
  page
    .getByRole('region', { name: 'Bemanning' })
    .getByLabel('Distrikt', { exact: true })
    .locator('option')
    .evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value)));

test("the district filter offers only the portal's districts (1, 2, 3, 4, 5, 17)", async ({
  page,
}) => {
  // ROSTER_READ everywhere: every allowed district, none of the other thirteen.
  await openStaff(page, 'admin');
  await expect.poll(() => offered(page)).toEqual([1, 2, 3, 4, 5, 17]);
});

test('the district filter offers the allowed districts where the user holds ROSTER_READ', async ({
  page,
}) => {
  // ROSTER_READ in 4, 7 (not allowed) and 17; other access in 1 and 5 does not count.
  const token = tokenFor('dispatcher', {
    access: [
      { name: 'ROSTER_READ', districts: [4, 7, 17] },
      { name: 'SIGNIN_LIST', districts: [1, 5] },
      { name: 'DOC_TOREAD', districts: [1, 5] },
    ],
  });
  await openStaff(page, { token });
  await expect.poll(() => offered(page)).toEqual([4, 17]);
});

test('while the district list loads, the Distrikt field says so', async ({ page }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/mock/auth/api/district', async (route) => {
    await released;
    await route.fallback();
  });
  await signIn(page, 'dispatcher', '/staffoverview/viewAll');
  const select = page
    .getByRole('region', { name: 'Bemanning' })
    .getByLabel('Distrikt', { exact: true });
  await expect(select.locator('option:checked')).toHaveText('Laddar …');
  await expect(select).toBeDisabled();
  release();
  await expect(select.locator('option:checked')).toHaveText('Skåne');
  await expect(select).toBeEnabled();
});

test('a failing district list says so in the view, with status, text and a retry', async ({
  page,
}) => {
  let fail = true;
  await page.route('**/mock/auth/api/district', (route) =>
    fail
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Service Unavailable' }),
        })
      : route.fallback(),
  );
  await openStaff(page);
  const view = page.getByRole('region', { name: 'Bemanning' });
  await expect(view.getByRole('alert')).toContainText(
    'Distrikt: Det gick inte att hämta data. Kontakta administratören. 503 Service Unavailable',
  );
  await expectAccessible(page);
  fail = false;
  await view.getByRole('button', { name: 'Försök igen' }).click();
  const select = view.getByLabel('Distrikt', { exact: true });
  await expect(select).toHaveValue('4');
  await expect(select.locator('option:checked')).toHaveText('Skåne');
  await expect(view.getByRole('alert')).toHaveCount(0);
});

test('sorting by a column, both ways', async ({ page }) => {
  await openStaff(page);
  const all = await positionsOf(page, latestWeekday());
  const names = all.map((p) => p.employee.name);
  const sv = new Intl.Collator('sv', { numeric: true, sensitivity: 'base' });
  const sorted = [...names].sort(sv.compare);
  const header = page.getByRole('columnheader', { name: 'Namn' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(dataRows(page).first().getByRole('cell').nth(4)).toHaveText(sorted[0]!);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(dataRows(page).first().getByRole('cell').nth(4)).toHaveText(sorted.at(-1)!);
});

test('a row’s trips expand under it and fold away again', async ({ page }) => {
  await openStaff(page);
  const all = await positionsOf(page, latestWeekday());
  const someone = all.find((p) => p.tripsInfo.length > 1)!;
  await page.getByLabel('Namn', { exact: true }).fill(someone.employee.name);
  const name = someone.employee.name;
  const toggle = page.getByRole('button', {
    name: `Visa ${someone.tripsInfo.length} tåg för ${name}`,
  });
  await toggle.click();
  const trips = page.getByRole('table', { name: `Tåg för ${name}` });
  await expect(trips.getByRole('row')).toHaveCount(someone.tripsInfo.length + 1);
  await expect(trips.getByRole('row').nth(1)).toContainText(someone.tripsInfo[0]!.trip);
  await expect(page.getByRole('button', { name: `Dölj tåg för ${name}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: `Dölj tåg för ${name}` }).click();
  await expect(trips).toHaveCount(0);
});

test('a filter that hides every position says the filter is the cause; clearing it shows them', async ({
  page,
}) => {
  await openStaff(page);
  const total = (await positionsOf(page, latestWeekday())).length;
  await page.getByLabel('Tåg', { exact: true }).fill('999999');
  await expect(countOf(page)).toHaveText(`Visar 0 av ${total} positioner`);
  await expect(
    page.getByText(`Inga positioner matchar filtret. Dagens ${total} positioner döljs av det.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Rensa filtret' }).click();
  await expect(page.getByLabel('Tåg', { exact: true })).toHaveValue('');
  await expect(countOf(page)).toHaveText(`Visar ${total} av ${total} positioner`);
});

test('a day without positions says so', async ({ page }) => {
  let old = addDays(stockholmDay(), -40);
  while (isWeekend(old)) old = addDays(old, -1);
  await signIn(page, 'dispatcher', `/staffoverview/viewAll?date=${old}`);
  await expect(page.getByText('Det finns inga positioner för dagen i distriktet.')).toBeVisible();
  await expectAccessible(page);
});

test('without ROSTER_READ the view is closed', async ({ page }) => {
  await signIn(page, 'driver', '/staffoverview/viewAll');
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
  await expectAccessible(page);
});

test('a dispatcher sees the working positions only', async ({ page }) => {
  await openStaff(page, 'dispatcher');
  await expect(page.getByLabel('Visa frånvarande')).toHaveCount(0);
  await expect(dataRows(page).filter({ hasText: 'Frånvarande' })).toHaveCount(0);
});

test('a user administrator may show who is off that day', async ({ page }) => {
  await openStaff(page, 'admin');
  const working = await positionsOf(page, latestWeekday());
  const everyone = await positionsOf(page, latestWeekday(), 4, { absents: true });
  const off = everyone.find(
    (p) => !working.some((w) => w.employee.employeeNumber === p.employee.employeeNumber),
  );
  expect(off).toBeDefined();
  await page.getByLabel('Visa frånvarande').check();
  await expect(countOf(page)).toHaveText(
    `Visar ${everyone.length} av ${everyone.length} positioner`,
  );
  // People who are off sort last by time (outside the rendered rows): found by name instead.
  await page.getByLabel('Namn', { exact: true }).fill(off!.employee.name);
  const offRows = dataRows(page).filter({ hasText: off!.employee.name });
  await expect(offRows.filter({ hasText: 'Frånvarande' }).first()).toBeVisible();
});
