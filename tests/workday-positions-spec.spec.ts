import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn, tokenFor } from './fixtures';
import { clock, positionsOf, specShapedPositions } from './staff-helpers';

/** The position list against what spec 1 promises: positions' times only in their trips. */

const table = (page: Page) => page.getByRole('region', { name: 'Positioner' });
const count = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Visar \d+ av \d+ positioner$/ });

test('spec-shaped positions show their trips’ first start and last end', async ({ page }) => {
  await specShapedPositions(page);
  await signIn(page, 'driver', '/workday/positionlist');
  await expect(count(page)).toBeVisible();
  const time = page.getByRole('textbox', { name: 'Tid' });
  await time.fill('0');
  await time.blur();
  await expect(time).toHaveValue('00:00');
  const day = await page.getByRole('textbox', { name: 'Datum' }).inputValue();
  // Someone of the day whose duty starts after midnight and has two trips or more.
  const someone = (await positionsOf(page, day)).find(
    (p) => p.tripsInfo.length > 1 && p.tripsInfo.every((t) => t.timeStart < 1440),
  )!;
  const starts = someone.tripsInfo.map((t) => t.timeStart);
  const ends = someone.tripsInfo.map((t) => t.timeEnd);
  await page.getByRole('searchbox', { name: 'Sök' }).fill(someone.employee.employeeNumber);
  const row = table(page)
    .getByRole('row')
    .filter({ hasText: someone.employee.name })
    .filter({ hasText: someone.block });
  await expect(row).toHaveCount(1);
  // Duty, description, title, name, number, date, start, end, trains.
  await expect(row.getByRole('cell').nth(6)).toHaveText(clock(Math.min(...starts)));
  await expect(row.getByRole('cell').nth(7)).toHaveText(clock(Math.max(...ends)));
});

const notice = 'Du saknar behörighet till positionslistan i det valda distriktet.';

test('in a district without roster access the list says so plainly and asks nothing', async ({
  page,
}) => {
  // ROSTER_OWN in Skåne (4) only; documents in Östergötland (5) too, so 5 can be chosen.
  const token = tokenFor('driver', {
    access: [
      { name: 'ROSTER_OWN', districts: [4] },
      { name: 'DOC_TOREAD', districts: [4, 5] },
    ],
  });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/roster/position') && r.url().includes('districtid=5'))
      asked.push(r.url());
  });
  await signIn(page, { token }, '/workday/positionlist');
  await expect(count(page)).toBeVisible();
  await page.getByLabel('Trafikdistrikt').selectOption('5');
  await expect(page.getByText(notice)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  expect(asked).toEqual([]);
  // Back in Skåne the list is there again.
  await page.getByLabel('Trafikdistrikt').selectOption('4');
  await expect(count(page)).toBeVisible();
});

test('a 403 from the server gives the same notice, not the raw error', async ({ page }) => {
  await page.route('**/mock/staff/roster/position?*', (route) =>
    route.fulfill({ status: 403, json: { message: 'Saknar behörighet' } }),
  );
  await signIn(page, 'driver', '/workday/positionlist');
  await expect(page.getByText(notice)).toBeVisible();
  await expect(page.getByText('Det gick inte att hämta positionerna.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Försök igen' })).toHaveCount(0);
});
