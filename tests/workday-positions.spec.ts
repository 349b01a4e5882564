import type { Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible } from './fixtures';
import { NO_DATE, stockholmClock, stockholmDay } from './stockholm-days';

/** Stockholm's date and clock 3 hours ago (spec 1 §9: the list opens on now minus 3 hours). */
function threeHoursAgo(): { date: string; clock: string } {
  const at = Date.now() - 3 * 3_600_000;
  return { date: stockholmDay(at), clock: stockholmClock(at) };
}

const timeField = (page: Page) => page.getByRole('textbox', { name: 'Tid' });
const count = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Visar \d+ av \d+ positioner$/ });
const table = (page: Page) => page.getByRole('region', { name: 'Positioner' });

/** Types a time and leaves the field, as a person does. */
async function typeTime(page: Page, text: string): Promise<void> {
  await timeField(page).fill(text);
  await timeField(page).blur();
}

async function totalShown(page: Page): Promise<number> {
  const text = await count(page).textContent();
  return Number(/av (\d+)/.exec(text ?? '')![1]);
}

test('opens on now minus 3 hours and shows the district’s positions', async ({ page }) => {
  test.slow(); // axe over a long table
  const before = threeHoursAgo();
  await signIn(page, 'driver', '/workday/positionlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Positionslista' })).toBeVisible();
  const after = threeHoursAgo();
  await expect(timeField(page)).toHaveValue(new RegExp(`^(${before.clock}|${after.clock})$`));
  await expect(page.getByRole('textbox', { name: 'Datum' })).toHaveValue(
    new RegExp(`^(${before.date}|${after.date})$`),
  );
  await expect(count(page)).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Tjänst' })).toBeVisible();
  await expectAccessible(page);
});

test('the time field reads 7, 0730, 7:30 and 07.30 and refuses other text', async ({ page }) => {
  await signIn(page, 'driver', '/workday/positionlist');
  await expect(count(page)).toBeVisible();
  await typeTime(page, '7');
  await expect(timeField(page)).toHaveValue('07:00');
  for (const text of ['0730', '7:30', '07.30']) {
    await typeTime(page, '12');
    await expect(timeField(page)).toHaveValue('12:00');
    await typeTime(page, text);
    await expect(timeField(page)).toHaveValue('07:30');
  }
  await typeTime(page, 'halv åtta');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('”halv åtta” är ingen tid');
  await expect(alert).toContainText('Tiden är fortfarande 07:30');
  await expect(timeField(page)).toHaveValue('07:30');
  await typeTime(page, '24:00');
  await expect(page.getByRole('alert')).toContainText('”24:00” är ingen tid');
  await expect(timeField(page)).toHaveValue('07:30');
  await expectAccessible(page);
  // A good time clears the message; Enter takes it too.
  await timeField(page).fill('0815');
  await timeField(page).press('Enter');
  await expect(timeField(page)).toHaveValue('08:15');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a later time shows only the positions still running then', async ({ page }) => {
  await signIn(page, 'driver', '/workday/positionlist');
  await typeTime(page, '0');
  await expect(timeField(page)).toHaveValue('00:00');
  await expect(count(page)).toBeVisible();
  const all = await totalShown(page);
  await typeTime(page, '20');
  await expect.poll(() => totalShown(page)).toBeLessThan(all);
});

test('the search says which fields it reads, and filters only above 2 characters', async ({
  page,
}) => {
  await signIn(page, 'driver', '/workday/positionlist');
  await typeTime(page, '0');
  await expect(count(page)).toHaveText(/Visar (\d+) av \1 positioner/);
  const firstName = await table(page)
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .nth(3)
    .textContent();
  const search = page.getByRole('searchbox', { name: 'Sök' });
  // The box says what it searches, and from how many characters.
  await expect(search).toHaveAccessibleDescription(
    'Söker i tjänst, beskrivning, titel, namn, anställningsnummer och tåg, från 3 tecken.',
  );
  await search.fill(firstName!.slice(0, 2));
  await expect(count(page)).toHaveText(/Visar (\d+) av \1 positioner/);
  await search.fill(firstName!);
  await expect(count(page)).not.toHaveText(/Visar (\d+) av \1 positioner/);
  await expect(table(page).getByRole('row').nth(1)).toContainText(firstName!);
});

test('sorts by a column', async ({ page }) => {
  await signIn(page, 'driver', '/workday/positionlist');
  await typeTime(page, '0');
  const header = table(page).getByRole('columnheader', { name: /Anst\.nr/ });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  // The employee numbers of the first eight rows (the fifth column).
  const numbers = async () => {
    const rows = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    const shown: number[] = [];
    for (let i = 0; i < 8; i++)
      shown.push(Number(await rows.nth(i).getByRole('cell').nth(4).textContent()));
    return shown;
  };
  const ascending = await numbers();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const descending = await numbers();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
});

test('a train opens its trip info', async ({ page }) => {
  await signIn(page, 'driver', '/workday/positionlist');
  await typeTime(page, '0');
  const trip = table(page)
    .getByRole('button', { name: /^Visa tåg / })
    .first();
  const number = (await trip.textContent())!;
  await trip.click();
  const info = page.getByRole('dialog', { name: `Tåg ${number}` });
  await expect(info.getByRole('table', { name: `Personal på tåg ${number}` })).toBeVisible();
  await expectAccessible(page);
  await info.getByRole('button', { name: 'Stäng' }).click();
  await expect(info).toBeHidden();
});

test('a null date is shown as none, and a failed load says so with a retry', async ({ page }) => {
  let fail = true;
  await page.route('**/mock/staff/roster/position?*', async (route) => {
    if (fail) return route.fulfill({ status: 500, json: { message: 'Serverfel' } });
    const response = await route.fetch();
    const rows = (await response.json()) as { tripDate: string }[];
    for (const row of rows) row.tripDate = NO_DATE;
    return route.fulfill({ response, json: rows });
  });
  await signIn(page, 'driver', '/workday/positionlist');
  const error = page
    .getByRole('alert')
    .filter({ hasText: 'Det gick inte att hämta positionerna.' });
  await expect(error).toBeVisible();
  fail = false;
  await error.getByRole('button', { name: 'Försök igen' }).click();
  await typeTime(page, '0');
  await expect(table(page).getByRole('row').nth(1).getByRole('cell').nth(5)).toHaveText('Inget');
});

test('the Positionslista tile opens the position list', async ({ page }) => {
  await signIn(page, 'conductor', '/');
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^Positionslista/ }).click();
  const list = await popup;
  // A whole new tab starts the app from scratch: give it longer than one view.
  await expect(list.getByRole('heading', { level: 1, name: 'Positionslista' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(list).toHaveURL(/#\/workday\/positionlist$/);
});
