import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn } from './fixtures';
import {
  countOf,
  isDayOff,
  latestWeekday,
  openStaff,
  positionsOf,
  signinsOf,
  type Position,
  type Signin,
} from './staff-helpers';

/** Someone driving today whose first train a conductor shares (so trip info lists two people). */
async function sharedTrip(
  page: Page,
): Promise<{ driver: Position; other: Position; trip: string }> {
  const all = await positionsOf(page, latestWeekday());
  for (const driver of all) {
    for (const { trip } of driver.tripsInfo) {
      const other = all.find((p) => p !== driver && p.tripsInfo.some((t) => t.trip === trip));
      if (other) return { driver, other, trip };
    }
  }
  throw new Error('no shared trip in the mock data');
}

/** Narrows the list to a person, and waits for their duty to open (its id may come from the sign-ins). */
async function narrowTo(page: Page, p: Pick<Position, 'block' | 'employee'>) {
  await page.getByLabel('Namn', { exact: true }).fill(p.employee.employeeNumber);
  await expect(page.getByRole('button', { name: `Visa tjänst ${p.block}` })).toBeVisible();
}

test('duty details list the activities, the administrative ones told apart', async ({ page }) => {
  await openStaff(page);
  const { driver } = await sharedTrip(page);
  await narrowTo(page, driver);
  await page.getByRole('button', { name: `Visa tjänst ${driver.block}` }).click();
  const dialog = page.getByRole('dialog', { name: `Tjänst ${driver.block}` });
  const activities = dialog.getByRole('table', { name: 'Aktiviteter' });
  const activity = (description: string) =>
    activities
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: description, exact: true }) });
  await expect(activity('KLARGÖRING')).toContainText('Administrativ');
  await expect(activity('RAST')).toContainText('Administrativ');
  await expect(activity('TÅG').first()).toContainText('Körning');
  await expectAccessible(page);
  // A train of the duty opens trip info on top; closing it goes back to the duty.
  const trip = driver.tripsInfo[0]!.trip;
  await dialog.getByRole('button', { name: `Visa tåg ${trip}` }).click();
  const info = page.getByRole('dialog', { name: `Tåg ${trip}` });
  await expect(info.getByRole('cell', { name: driver.employee.name })).toBeVisible();
  await info.getByRole('button', { name: 'Stäng' }).click();
  await expect(info).toHaveCount(0);
  await expect(dialog).toBeVisible();
  // Escape closes only the dialog on top.
  await dialog.getByRole('button', { name: `Visa tåg ${trip}` }).click();
  await expect(info).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(info).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** A person of the day's list with the sign-in that gives their phones and e-mail. */
async function withSignin(
  page: Page,
  wanted: (p: Position, s: Signin) => boolean,
): Promise<{ p: Position; s: Signin }> {
  const day = latestWeekday();
  const signins = await signinsOf(page, day);
  for (const p of await positionsOf(page, day)) {
    const s = signins.find(
      (x) => x.employee.employeeNumber === p.employee.employeeNumber && x.dutyName === p.block,
    );
    if (s && wanted(p, s)) return { p, s };
  }
  throw new Error('nobody in the mock data');
}

test('employee details show the title, and the phones and e-mail of the day’s check-in', async ({
  page,
}) => {
  await openStaff(page);
  const { p, s } = await withSignin(page, (_, x) => !!x.employee.phones.work && !!x.employee.email);
  await narrowTo(page, p);
  await page.getByRole('button', { name: `Visa uppgifter om ${p.employee.name}` }).click();
  const dialog = page.getByRole('dialog', { name: p.employee.name });
  await expect(dialog).toContainText(p.employee.employeeNumber);
  await expect(dialog).toContainText(p.workTitle);
  await expect(dialog.getByRole('link', { name: s.employee.email })).toHaveAttribute(
    'href',
    `mailto:${s.employee.email}`,
  );
  const work = `0${s.employee.phones.work.slice(2)}`;
  await expect(dialog.getByRole('link', { name: /^07/ }).first()).toHaveAttribute(
    'href',
    `tel:+${s.employee.phones.work}`,
  );
  await expect(dialog).toContainText(work.slice(0, 3));
  // Spec 1 gives no call another employee's duty site: not shown, and no error.
  await expect(dialog.getByText('Tjänsteställe')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(dialog).toHaveCount(0);
});

/** Anna Lindqvist (the demo driver, Skåne): a work and a private phone, no home phone. */
async function anna(page: Page): Promise<{ p: Position; s: Signin }> {
  const found = await withSignin(page, (p) => p.employee.employeeNumber === '20001');
  expect(found.s.employee.phones.private).not.toBe('');
  return found;
}

test('a user administrator sees home and private phones, and cannot search by them', async ({
  page,
}) => {
  await openStaff(page, 'admin');
  const { p, s } = await anna(page);
  // The phone filter looks at the work phone only: a private number finds nobody.
  const privateNational = `0${s.employee.phones.private.slice(2)}`;
  await page.getByLabel('Telefon', { exact: true }).fill(privateNational);
  await expect(countOf(page)).toHaveText(/^Visar 0 av \d+ positioner$/);
  await page.getByLabel('Telefon', { exact: true }).fill('');
  await narrowTo(page, p);
  await page.getByRole('button', { name: `Visa uppgifter om ${p.employee.name}` }).click();
  const dialog = page.getByRole('dialog', { name: p.employee.name });
  const phone = (label: string) =>
    dialog.getByRole('definition').filter({
      has: page.locator(`xpath=preceding-sibling::dt[normalize-space()="${label}"]`),
    });
  await expect(phone('Telefon arbete').getByRole('link')).toHaveAttribute(
    'href',
    `tel:+${s.employee.phones.work}`,
  );
  await expect(phone('Telefon privat').getByRole('link')).toHaveAttribute(
    'href',
    `tel:+${s.employee.phones.private}`,
  );
  // No home phone: the field is left out rather than shown empty.
  await expect(dialog.getByText('Telefon hem')).toHaveCount(0);
  await expectAccessible(page);
});

test('others see the work phone only', async ({ page }) => {
  await openStaff(page, 'dispatcher');
  const { p, s } = await anna(page);
  await narrowTo(page, p);
  await page.getByRole('button', { name: `Visa uppgifter om ${p.employee.name}` }).click();
  const dialog = page.getByRole('dialog', { name: p.employee.name });
  await expect(dialog.getByRole('link', { name: /^07/ })).toHaveAttribute(
    'href',
    `tel:+${s.employee.phones.work}`,
  );
  await expect(dialog.getByText('Telefon privat')).toHaveCount(0);
  await expect(dialog.locator(`a[href="tel:+${s.employee.phones.private}"]`)).toHaveCount(0);
});

test('trip info lists everyone on the train with phone and stations', async ({ page }) => {
  await openStaff(page);
  const { driver, other, trip } = await sharedTrip(page);
  await page.getByLabel('Tåg', { exact: true }).fill(trip);
  await page
    .getByRole('button', { name: new RegExp(`^Visa \\d+ tåg för ${driver.employee.name}$`) })
    .click();
  await page
    .getByRole('button', { name: `Visa tåg ${trip}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Tåg ${trip}` });
  const staff = dialog.getByRole('table', { name: `Personal på tåg ${trip}` });
  await expect(staff.getByRole('row')).toHaveCount(3);
  await expect(staff).toContainText(driver.employee.name);
  await expect(staff).toContainText(other.employee.name);
  await expect(staff.getByRole('link').first()).toHaveAttribute('href', /^tel:\+46\d+$/);
  await expectAccessible(page);
});

for (const [what, reply, reason] of [
  [
    'fails',
    { status: 404, body: JSON.stringify({ errno: 404, message: 'Could not get data' }) },
    'Could not get data',
  ],
  [
    'is not a list',
    { status: 200, body: JSON.stringify({ trip: 1053 }) },
    'Triplist must be an array',
  ],
] as const) {
  test(`trip info whose list ${what} says 'Kan ej hämta tåginformation!'`, async ({ page }) => {
    await page.route('**/mock/staff/roster/trip**', (route) =>
      route.fulfill({ ...reply, contentType: 'application/json' }),
    );
    await openStaff(page);
    const { driver } = await sharedTrip(page);
    await narrowTo(page, driver);
    await page.getByRole('button', { name: new RegExp(`^Visa \\d+ tåg för`) }).click();
    const trip = driver.tripsInfo[0]!.trip;
    await page.getByRole('button', { name: `Visa tåg ${trip}` }).click();
    const alert = page.getByRole('dialog', { name: `Tåg ${trip}` }).getByRole('alert');
    await expect(alert).toContainText('Kan ej hämta tåginformation!');
    await expect(alert).toContainText(reason);
    await expectAccessible(page);
  });
}

test("in English, trip info failure still reads 'Kan ej hämta tåginformation!' word for word", async ({
  page,
}) => {
  await page.route('**/mock/staff/roster/trip**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ errno: 404, message: 'Could not get data' }),
    }),
  );
  await signIn(page, 'dispatcher', '/me');
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.goto('/#/staffoverview/viewAll');
  await expect(
    page.getByRole('status').filter({ hasText: /^Showing (\d+) of \1 positions$/ }),
  ).toBeVisible();
  const { driver } = await sharedTrip(page);
  await page.getByLabel('Name', { exact: true }).fill(driver.employee.employeeNumber);
  await page.getByRole('button', { name: /^Show \d+ trains? of / }).click();
  const trip = driver.tripsInfo[0]!.trip;
  await page.getByRole('button', { name: `Show train ${trip}` }).click();
  const alert = page.getByRole('dialog', { name: `Train ${trip}` }).getByRole('alert');
  await expect(alert).toContainText(
    'Kan ej hämta tåginformation! (Could not fetch the train information.) 404 Could not get data',
  );
});

test('trip info with nobody on the train says so', async ({ page }) => {
  await page.route('**/mock/staff/roster/trip**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await openStaff(page);
  const { driver } = await sharedTrip(page);
  await narrowTo(page, driver);
  await page.getByRole('button', { name: new RegExp(`^Visa \\d+ tåg för`) }).click();
  const trip = driver.tripsInfo[0]!.trip;
  await page.getByRole('button', { name: `Visa tåg ${trip}` }).click();
  await expect(page.getByRole('dialog', { name: `Tåg ${trip}` })).toContainText(
    `Ingen personal hittades på tåg ${trip}.`,
  );
});

test('a day off has no activities, and the duty dialog says so', async ({ page }) => {
  await openStaff(page, 'admin');
  // Spec 1 marks a day off on the duty sign-in (0–2160), not on the position.
  const off = (await signinsOf(page, latestWeekday())).find(isDayOff)!;
  await page.getByLabel('Visa frånvarande').check();
  await narrowTo(page, { block: off.dutyName, employee: off.employee });
  await page.getByRole('button', { name: `Visa tjänst ${off.dutyName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Tjänst ${off.dutyName}` });
  await expect(dialog).toContainText('Ledig dag');
  await expect(dialog).toContainText('Tjänsten har inga aktiviteter.');
});
