import { test, expect, tokenFor } from './fixtures';
import {
  clock,
  countOf,
  dataRows,
  latestWeekday,
  openStaff,
  positionsOf,
  signinsOf,
  specShapedPositions,
} from './staff-helpers';

/**
 * The staff overview against roster positions as spec 1 §3 gives them: block, description,
 * districtId, tripDate, workTitle, the employee's name and number, and tripsInfo; no duty times,
 * stations, phones or duty site of their own. Times and stations come from the trips, phones from
 * the day's duty sign-ins.
 */
test('spec-shaped positions show their trips’ times and stations, and phones from the check-in', async ({
  page,
}) => {
  await specShapedPositions(page);
  await openStaff(page);
  const day = latestWeekday();
  const phoneOf = new Map(
    (await signinsOf(page, day)).map((s) => [s.employee.employeeNumber, s.employee.phones.work]),
  );
  const someone = (await positionsOf(page, day)).find(
    (p) => p.tripsInfo.length > 1 && phoneOf.get(p.employee.employeeNumber),
  )!;
  const { name, employeeNumber } = someone.employee;
  const trips = someone.tripsInfo;
  const first = trips.reduce((a, b) => (b.timeStart < a.timeStart ? b : a));
  const last = trips.reduce((a, b) => (b.timeEnd >= a.timeEnd ? b : a));
  const work = phoneOf.get(employeeNumber)!;

  await page.getByLabel('Namn', { exact: true }).fill(employeeNumber);
  const row = dataRows(page).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  // Trips, block, description, title, name, number, phone, start, end, start and end station.
  await expect(cells.nth(7)).toHaveText(clock(first.timeStart));
  await expect(cells.nth(8)).toHaveText(clock(last.timeEnd));
  await expect(cells.nth(9)).toHaveText(first.startStation);
  await expect(cells.nth(10)).toHaveText(last.endStation);
  await expect(cells.nth(6).getByRole('link')).toHaveAttribute('href', `tel:+${work}`);

  // The phone filter finds them by the work phone of the day's check-in.
  await page.getByLabel('Namn', { exact: true }).fill('');
  await page.getByLabel('Telefon', { exact: true }).fill(`0${work.slice(2)}`);
  await expect(countOf(page)).toHaveText(/^Visar [12] av \d+ positioner$/);
  await expect(dataRows(page).filter({ hasText: name })).toHaveCount(1);
  // And the duty opens, by the duty id of the sign-in.
  await page.getByRole('button', { name: `Visa tjänst ${someone.block}` }).click();
  await expect(page.getByRole('dialog', { name: `Tjänst ${someone.block}` })).toContainText(
    'KLARGÖRING',
  );
});

test('a position without trips shows no times, and no 00:00 is shown for missing ones', async ({
  page,
}) => {
  await specShapedPositions(page);
  await openStaff(page);
  // No row of the list shows a time the trips do not give (the mock's duties run 04:00–24:00).
  const starts = await dataRows(page)
    .locator('td:nth-child(8)')
    .evaluateAll((cells) => cells.map((c) => c.textContent ?? ''));
  expect(starts.length).toBeGreaterThan(0);
  expect(starts.filter((t) => t === '00:00')).toEqual([]);
});

test('without check-in access the phone filter says where its numbers would come from', async ({
  page,
}) => {
  const token = tokenFor('dispatcher', {
    access: [{ name: 'ROSTER_READ', districts: [4] }],
  });
  const signins: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/overview/dutysignins')) signins.push(r.url());
  });
  await openStaff(page, { token });
  await expect(
    page.getByRole('searchbox', { name: 'Telefon', exact: true }),
  ).toHaveAccessibleDescription(
    'Telefonnumren kommer från incheckningen, som du saknar behörighet till i distriktet: filtret hittar ingen.',
  );
  // The list is there, without phones and without an error.
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(signins).toEqual([]);
});
