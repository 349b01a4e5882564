import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, tokenFor, expectAccessible } from './fixtures';
import { addDays, isoWeekOf, mondayOf, NO_DATE, stockholmDay } from './stockholm-days';

interface Duty {
  dutyId: number | null;
  dutyDate: string;
  dutyName: string;
  timeStart: number;
  timeEnd: number;
  activities: { description: string; trip: string }[];
}

/** The driver's duties of the five weeks around today, as this test's mock world has them. */
async function driverDuties(page: Page): Promise<Duty[]> {
  const request: APIRequestContext = page.request;
  const monday = mondayOf(stockholmDay());
  const [from, to] = [addDays(monday, -14), addDays(monday, 20)];
  const response = await request.get(
    `/mock/staff/roster/calendar?activities=true&employeenumber=20001&fromDate=${from}&toDate=${to}`,
    { headers: { authorization: `Bearer ${tokenFor('driver')}` } },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { duties: Duty[] }).duties;
}

const weekHeadings = (page: Page) => page.getByRole('heading', { level: 2, name: /^Vecka \d+/ });
/** The week of a day and two either side: their Mondays and ISO weeks. */
const weeksAround = (day: string) =>
  [-2, -1, 0, 1, 2].map((i) => {
    const monday = addDays(mondayOf(day), 7 * i);
    return { monday, ...isoWeekOf(monday) };
  });
const headingsOf = (day: string) => weeksAround(day).map((w) => `Vecka ${w.week} ${w.year}`);

test('the calendar shows the current ISO week and two either side, each from Monday', async ({
  page,
}) => {
  test.slow(); // axe over five weeks of duties
  const today = stockholmDay();
  await signIn(page, 'driver', '/workday');
  await expect(page).toHaveURL(/#\/workday\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
  await expect(page.getByText('Anna Lindqvist (20001)')).toBeVisible();
  await expect(weekHeadings(page)).toHaveText(headingsOf(today));

  for (const [i, week] of weeksAround(today).entries()) {
    const days = page
      .getByRole('region', { name: `Vecka ${week.week} ${week.year}` })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(days).toHaveCount(7);
    await expect(days.first().locator('time')).toHaveAttribute('datetime', week.monday);
    await expect(days.first().getByRole('heading')).toHaveText(/^mån /);
    await expect(days.last().getByRole('heading')).toHaveText(/^sön /);
    if (i === 2) {
      await expect(page.locator('[aria-current="date"] time')).toHaveAttribute('datetime', today);
    }
  }
  await expectAccessible(page);
});

test('shows each day’s duty with times and activities, the administrative ones told apart', async ({
  page,
}) => {
  const duties = await driverDuties(page);
  const work = duties.find((d) => d.activities.length > 0)!;
  const off = duties.find((d) => d.timeStart === 0 && d.timeEnd === 2160)!;
  await signIn(page, 'driver', '/workday/calendar');
  const day = page
    .getByRole('listitem')
    .filter({ has: page.locator(`time[datetime="${work.dutyDate.slice(0, 10)}"]`) });
  await expect(
    day.getByRole('button', { name: `Visa tjänst ${work.dutyName} ${work.dutyDate.slice(0, 10)}` }),
  ).toBeVisible();
  const activities = day.getByRole('list', { name: `Aktiviteter ${work.dutyName}` });
  await expect(activities.getByRole('listitem')).toHaveCount(work.activities.length);
  const admin = activities.getByRole('listitem').filter({ hasText: 'KLARGÖRING' });
  await expect(admin).toContainText('Administrativ');
  await expect(admin).toHaveClass(/activity-admin/);
  const trip = work.activities.find((a) => a.trip)!;
  const driving = activities
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Visa tåg ${trip.trip}` }) })
    .first();
  await expect(driving).toContainText('Körning');
  const offDay = page
    .getByRole('listitem')
    .filter({ has: page.locator(`time[datetime="${off.dutyDate.slice(0, 10)}"]`) });
  await expect(offDay).toContainText(off.dutyName);
});

test('moves a week back and forth and back to this week', async ({ page }) => {
  const today = stockholmDay();
  await signIn(page, 'driver', '/workday/calendar');
  await expect(weekHeadings(page)).toHaveText(headingsOf(today));
  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  await expect(weekHeadings(page)).toHaveText(headingsOf(addDays(today, 7)));
  await page.getByRole('button', { name: 'Föregående vecka' }).click();
  await page.getByRole('button', { name: 'Föregående vecka' }).click();
  await expect(weekHeadings(page)).toHaveText(headingsOf(addDays(today, -7)));
  // The chosen week survives a reload (it is in the address).
  await page.reload();
  await expect(weekHeadings(page)).toHaveText(headingsOf(addDays(today, -7)));
  await page.getByRole('button', { name: 'Denna vecka' }).click();
  await expect(weekHeadings(page)).toHaveText(headingsOf(today));
  await expect(page.getByRole('button', { name: 'Denna vecka' })).toBeDisabled();
});

test('a duty opens its details and a train its trip info', async ({ page }) => {
  test.slow(); // axe twice over five weeks of duties
  const work = (await driverDuties(page)).find((d) => d.activities.some((a) => a.trip))!;
  const trip = work.activities.find((a) => a.trip)!.trip;
  await signIn(page, 'driver', '/workday/calendar');
  await page
    .getByRole('button', { name: `Visa tjänst ${work.dutyName} ${work.dutyDate.slice(0, 10)}` })
    .click();
  const duty = page.getByRole('dialog', { name: `Tjänst ${work.dutyName}` });
  await expect(duty.getByRole('table', { name: 'Aktiviteter' })).toBeVisible();
  await expect(duty.getByRole('cell', { name: 'Administrativ' }).first()).toBeVisible();
  await expectAccessible(page);
  await duty.getByRole('button', { name: 'Stäng' }).click();
  await expect(duty).toBeHidden();

  const day = page
    .getByRole('listitem')
    .filter({ has: page.locator(`time[datetime="${work.dutyDate.slice(0, 10)}"]`) });
  await day
    .getByRole('button', { name: `Visa tåg ${trip}` })
    .first()
    .click();
  const info = page.getByRole('dialog', { name: `Tåg ${trip}` });
  await expect(info.getByRole('table', { name: `Personal på tåg ${trip}` })).toBeVisible();
  await expect(info.getByRole('cell', { name: 'Anna Lindqvist' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();
});

test('a duty with the null date is listed apart as undated, its details open, its date none', async ({
  page,
}) => {
  test.slow(); // axe over five weeks of duties
  const work = (await driverDuties(page)).find((d) => d.activities.some((a) => a.trip))!;
  const day = work.dutyDate.slice(0, 10);
  // The server sends this duty with the null date (9999-12-31T00:00:00), in the list and alone.
  await page.route('**/mock/staff/roster/calendar?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { duties: Duty[] };
    // By date and name: a spec-shaped answer gives a duty no id (spec 1 §3).
    for (const duty of body.duties)
      if (duty.dutyDate === work.dutyDate && duty.dutyName === work.dutyName)
        duty.dutyDate = NO_DATE;
    await route.fulfill({ response, json: body });
  });
  // A server that sends an id is asked for the duty too: it has the null date there as well.
  await page.route('**/mock/staff/duty?*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), dutyDate: NO_DATE } });
  });
  await signIn(page, 'driver', '/workday/calendar');
  const undated = page.getByRole('region', { name: 'Tjänster utan datum' });
  await expect(undated.getByRole('heading', { level: 3 })).toHaveText('Datum: Inget');
  const activities = undated.getByRole('list', { name: `Aktiviteter ${work.dutyName}` });
  await expect(activities.getByRole('listitem')).toHaveCount(work.activities.length);
  await expect(activities.getByRole('listitem').filter({ hasText: 'KLARGÖRING' })).toContainText(
    'Administrativ',
  );
  // Trip info is asked for by day: without one the trains are listed, not offered.
  const trip = work.activities.find((a) => a.trip)!.trip;
  await expect(activities).toContainText(trip);
  await expect(undated.getByRole('button', { name: /^Visa tåg / })).toHaveCount(0);
  // Its day no longer holds it.
  const itsDay = page
    .getByRole('listitem')
    .filter({ has: page.locator(`time[datetime="${day}"]`) });
  await expect(itsDay.getByRole('button', { name: /^Visa tjänst / })).toHaveCount(0);
  await expectAccessible(page);

  await undated.getByRole('button', { name: `Visa tjänst ${work.dutyName} utan datum` }).click();
  const dialog = page.getByRole('dialog', { name: `Tjänst ${work.dutyName}` });
  await expect(dialog.getByRole('definition').first()).toHaveText('Inget');
  await expect(dialog.getByRole('table', { name: 'Aktiviteter' })).toContainText(trip);
  await expect(dialog.getByRole('button', { name: /^Visa tåg / })).toHaveCount(0);
});

test('the Kalender tile opens the calendar', async ({ page }) => {
  await signIn(page, 'driver', '/');
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^Kalender/ }).click();
  const calendar = await popup;
  // A whole new tab starts the app from scratch: give it longer than one view.
  await expect(calendar.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(calendar).toHaveURL(/#\/workday\/calendar$/);
});

test('users without ROSTER_OWN are refused the workday views', async ({ page }) => {
  await signIn(page, 'dispatcher', '/workday/calendar');
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kalender' })).toHaveCount(0);
  await page.goto('/#/workday/positionlist');
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: 'Kalender' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Positionslista' })).toHaveCount(0);
  await expectAccessible(page);
});
