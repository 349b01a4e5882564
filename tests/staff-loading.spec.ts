import type { Route } from '@playwright/test';
import { test, expect, signIn, expectAccessible } from './fixtures';
import {
  countOf,
  dataRows,
  dateField,
  latestWeekday,
  openStaff,
  positionsOf,
} from './staff-helpers';
import { addDays, isWeekend } from './stockholm-days';

/** Holds every roster/position request of a district until released. */
function holdPositions(page: import('@playwright/test').Page, districtId: number) {
  const held: Route[] = [];
  let arrived: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (arrived = resolve));
  const matches = (url: URL) =>
    url.pathname.endsWith('/roster/position') &&
    url.searchParams.get('districtid') === String(districtId);
  void page.route(matches, (route) => {
    held.push(route);
    arrived();
  });
  const release = () => page.unroute(matches);
  return { first, held, release };
}

test('Cancel aborts the running request and leaves the view cancelled', async ({ page }) => {
  const hold = holdPositions(page, 4);
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/roster/position'));
  await signIn(page, 'dispatcher', '/staffoverview/viewAll');
  await hold.first;
  await expect(page.getByRole('status').filter({ hasText: 'Hämtar positioner …' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Avbryt' }).click();
  // The browser really stopped the request.
  expect((await failed).failure()?.errorText).toMatch(/abort/i);
  await expect(page.getByText('Hämtningen avbröts.')).toBeVisible();
  // The answer the server would still send changes nothing.
  await hold.held[0]!.continue().catch(() => undefined);
  await expect(page.getByText('Hämtningen avbröts.')).toBeVisible();
  await expect(countOf(page)).toHaveCount(0);
  await expectAccessible(page);

  await hold.release();
  await page.getByRole('button', { name: 'Hämta igen' }).click();
  await expect(countOf(page)).toHaveText(/Visar (\d+) av \1 positioner/);
});

test('a cancelled day loads again when the user comes back to it', async ({ page }) => {
  const hold = holdPositions(page, 4);
  await signIn(page, 'dispatcher', '/staffoverview/viewAll');
  await hold.first;
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByText('Hämtningen avbröts.')).toBeVisible();
  await hold.release();
  await page.getByRole('button', { name: 'Föregående dag' }).click();
  await expect(countOf(page)).toHaveText(/Visar (\d+) av \1 positioner/);
  await page.getByRole('button', { name: 'Nästa dag' }).click();
  await expect(page.getByText('Hämtningen avbröts.')).toHaveCount(0);
  await expect(countOf(page)).toHaveText(/Visar (\d+) av \1 positioner/);
});

test('changing district while loading shows the new district; the late answer is dropped', async ({
  page,
}) => {
  const day = latestWeekday();
  const hold = holdPositions(page, 4);
  const aborted = page.waitForEvent('requestfailed', (r) => r.url().includes('districtid=4'));
  await signIn(page, 'dispatcher', '/staffoverview/viewAll');
  await hold.first;
  await page.getByLabel('Distrikt', { exact: true }).selectOption({ label: 'Östergötland' });
  const five = await positionsOf(page, day, 5);
  await expect(countOf(page)).toHaveText(`Visar ${five.length} av ${five.length} positioner`);
  // The request for the district left behind was aborted, and its answer never shows.
  await aborted;
  await hold.held[0]!.continue().catch(() => undefined);
  await expect(countOf(page)).toHaveText(`Visar ${five.length} av ${five.length} positioner`);
  await expect(page.getByLabel('Distrikt', { exact: true })).toHaveValue('5');
});

test('changing the day starts loading the new day', async ({ page }) => {
  await openStaff(page);
  const hold = holdPositions(page, 4);
  await page.getByRole('button', { name: 'Föregående dag' }).click();
  await hold.first;
  await expect(page.getByRole('status').filter({ hasText: 'Hämtar positioner …' })).toBeVisible();
  await hold.held[0]!.continue();
  await hold.release();
  await expect(countOf(page)).toHaveText(/Visar (\d+) av \1 positioner/);
});

/** The weekday before `day` (the staff overview skips weekends). */
function weekdayBefore(day: string): string {
  let before = addDays(day, -1);
  while (isWeekend(before)) before = addDays(before, -1);
  return before;
}

test('changing the day again while the first day loads slowly: the newer day’s rows win', async ({
  page,
}) => {
  await openStaff(page);
  const first = weekdayBefore(latestWeekday());
  const second = weekdayBefore(first);
  const [early, late] = [await positionsOf(page, first), await positionsOf(page, second)];
  // Someone who works the second day and not the first tells the two lists apart.
  const names = new Set(early.map((p) => p.employee.name));
  const someone = late.find((p) => !names.has(p.employee.name))!.employee.name;

  // The first day's answer is slowed by the mock's delay; the second day's is not.
  const slow = await page.request.post('/mock/__control', { data: { latencyMs: 5000 } });
  expect(slow.ok()).toBe(true);
  const stale = page.waitForRequest(
    (r) => r.url().includes('/roster/position') && r.url().includes(`dutyDate=${first}`),
  );
  const previous = page.getByRole('button', { name: 'Föregående dag' });
  await previous.click();
  const request = await stale;
  await expect(dateField(page)).toHaveValue(first);
  const fast = await page.request.post('/mock/__control', { data: { latencyMs: 0 } });
  expect(fast.ok()).toBe(true);
  await previous.click();

  const newer = async () => {
    await expect(dateField(page)).toHaveValue(second);
    await expect(countOf(page)).toHaveText(/^Visar \d+ av \d+ positioner$/);
    await expect(dataRows(page).first()).toContainText(someone);
  };
  await expect(countOf(page)).toHaveText(`Visar ${late.length} av ${late.length} positioner`);
  await page.getByLabel('Namn', { exact: true }).fill(someone);
  await newer();
  // The first day's answer arrives (or its request was aborted): the second day's rows stay.
  await request.response();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await newer();
  await expect(page).toHaveURL(new RegExp(`date=${second}`));
});
