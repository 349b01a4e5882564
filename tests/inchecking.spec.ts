import type { Page } from '@playwright/test';
import { test, expect, signIn, tokenValidAt, joinNamespace, expectAccessible } from './fixtures';
import { NO_DATE, addDays, stockholmDay, stockholmMoment } from './stockholm-days';
import { auth, openDuty, signinOf, signins, type Signin } from './inchecking-helpers';

/** The count of duties shown ("Visar 12 av 40 tjänster") and the live channel's state. */
const countOf = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Visar \d+ av \d+ tjänster$/ });
const liveStatusOf = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Realtidsuppdatering' });

/** Opens check-in with every duty shown and the list narrowed to one duty by search. */
async function openList(page: Page, search = ''): Promise<void> {
  await signIn(page, 'dispatcher', '/inchecking');
  await expect(page.getByRole('heading', { name: 'Incheckning' })).toBeVisible();
  await page.getByLabel('Tidsram').selectOption('all');
  // The list follows the filters a frame later (deferred): wait until it shows every duty.
  await expect(countOf(page)).toHaveText(/Visar (\d+) av \1 tjänster/);
  if (search) await page.getByLabel('Sök').fill(search);
  await expect(liveStatusOf(page)).toContainText('Uppdateras direkt');
}

/** The row of a duty of today (a duty of yesterday past midnight may carry the same name). */
const rowOf = (page: Page, duty: Signin) =>
  page
    .getByRole('row')
    .filter({ hasText: duty.dutyName })
    .filter({ hasText: duty.employee.employeeNumber })
    .filter({ hasNotText: '(−1)' });

const checkInButton = (page: Page, duty: Signin) =>
  page.getByRole('button', { name: `Checka in ${duty.employee.name} på ${duty.dutyName}` });
const checkOutButton = (page: Page, duty: Signin) =>
  page.getByRole('button', { name: `Checka ut ${duty.employee.name} från ${duty.dutyName}` });

test('the dispatcher checks a duty in and then out; /inchecking/viewAll leads there', async ({
  page,
}) => {
  const duty = await openDuty(page.request);
  await signIn(page, 'dispatcher', '/inchecking/viewAll');
  await expect(page).toHaveURL(/#\/inchecking$/);
  await expect(page).toHaveTitle('Incheckning');
  await page.getByLabel('Tidsram').selectOption('all');
  await page.getByLabel('Sök').fill(duty.dutyName);
  await expect(liveStatusOf(page)).toContainText('Uppdateras direkt');

  await checkInButton(page, duty).click();
  await expect(checkOutButton(page, duty)).toBeVisible();
  await expect(checkInButton(page, duty)).toHaveCount(0);
  await checkOutButton(page, duty).click();
  await expect(checkOutButton(page, duty)).toHaveCount(0);

  const stored = (await signins(page.request)).find((s) => s.dutyId === duty.dutyId)!;
  expect(stored.timestampIn).not.toBe(NO_DATE);
  expect(stored.timestampOut).not.toBe(NO_DATE);
  const row = rowOf(page, duty);
  await expect(row).toContainText(stored.timestampIn.slice(11, 16));
  await expect(row).toContainText(stored.timestampOut.slice(11, 16));

  // Details of the duty and of the employee open in dialogs (buttons named for screen readers).
  await row.getByRole('button', { name: `Visa tjänst ${duty.dutyName}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Tjänst ${duty.dutyName}` });
  await expect(dialog.getByRole('cell', { name: 'KLARGÖRING' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await row.getByRole('button', { name: `Visa uppgifter om ${duty.employee.name}` }).click();
  await expect(page.getByRole('dialog', { name: duty.employee.name })).toContainText(
    duty.employee.employeeNumber,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a double click sends one request, and a refused check-in says why and keeps the row', async ({
  page,
}) => {
  const duty = await openDuty(page.request);
  const other = await openDuty(page.request, 1);
  await page.request.post('/mock/__control', { data: { latencyMs: 600 } });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/signin/checkin')) sent.push(r.url());
  });
  await openList(page, duty.dutyName);
  await checkInButton(page, duty).dblclick();
  await expect(checkOutButton(page, duty)).toBeVisible();
  expect(sent).toHaveLength(1);

  // Someone else checks the other duty in first: our click is refused with the server's reason.
  await page.getByLabel('Sök').fill(other.dutyName);
  await expect(checkInButton(page, other)).toBeVisible();
  await page.request.post('/mock/flow/__control', { data: { drop: true, refuseMs: 20_000 } });
  await page.request.post(
    `/mock/staff/signin/checkin?dutyid=${other.dutyId}&employeeNumber=${other.employee.employeeNumber}`,
    { headers: auth() },
  );
  await checkInButton(page, other).click();
  await expect(page.getByRole('alert')).toContainText(
    `Incheckningen av ${other.dutyName} misslyckades: 409 Tjänsten är redan incheckad`,
  );
  await expect(checkInButton(page, other)).toBeEnabled();
});

test('a check-in or check-out answered without a body shows as done', async ({ page }) => {
  // The spec does not show the answer: a server may say 200 and nothing more. The live channel
  // is down, so only the portal's own fetch after the answer can show the duty's new state.
  const duty = await openDuty(page.request);
  await page.route(/\/signin\/check(in|out)\?/, async (route) =>
    route.fulfill({ response: await route.fetch(), body: '' }),
  );
  await openList(page, duty.dutyName);
  await page.request.post('/mock/flow/__control', { data: { drop: true, refuseMs: 20_000 } });
  await checkInButton(page, duty).click();
  await expect(checkOutButton(page, duty)).toBeVisible();
  await checkOutButton(page, duty).click();
  await expect(checkOutButton(page, duty)).toHaveCount(0);
  await expect(checkInButton(page, duty)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a second browser sees the first one’s check-in within 2 s, without reload', async ({
  page,
  browser,
  namespace,
  baseURL,
}) => {
  const duty = await openDuty(page.request);
  const otherContext = await browser.newContext({ locale: 'sv-SE', timezoneId: 'Asia/Tokyo' });
  await joinNamespace(otherContext, namespace, baseURL!);
  const other = await otherContext.newPage();
  await openList(other, duty.dutyName);
  await openList(page, duty.dutyName);
  await expect(checkInButton(other, duty)).toBeVisible();

  await checkInButton(page, duty).click();
  await expect(checkOutButton(page, duty)).toBeVisible();
  await expect(checkOutButton(other, duty)).toBeVisible({ timeout: 2_000 });
  await otherContext.close();
});

test('a dropped connection shows its state, recovers, and what happened meanwhile shows once', async ({
  page,
}) => {
  await openDuty(page.request); // a day with open duties, before the page reads it
  await openList(page);
  const count = countOf(page);
  const before = await count.innerText();

  await page.request.post('/mock/flow/__control', { data: { drop: true, refuseMs: 4_000 } });
  await expect(liveStatusOf(page)).toContainText(/Återansluter|Offline sedan \d\d:\d\d/);
  // Meanwhile: activity elsewhere (random check-ins and check-outs), then another dispatcher
  // checks in a duty that is still open after it (the activity picks its duties at random, so
  // it comes first: it could otherwise check the same duty out again).
  await page.request.post('/mock/flow/__control', { data: { emit: { count: 3, districtId: 4 } } });
  const duty = await openDuty(page.request, 0, { busier: false });
  const response = await page.request.post(
    `/mock/staff/signin/checkin?dutyid=${duty.dutyId}&employeeNumber=${duty.employee.employeeNumber}`,
    { headers: auth() },
  );
  expect(response.ok()).toBe(true);

  await expect(liveStatusOf(page)).toContainText('Uppdateras direkt', { timeout: 20_000 });
  await page.getByLabel('Sök').fill(duty.dutyName);
  await expect(checkOutButton(page, duty)).toHaveCount(1);
  await expect(rowOf(page, duty)).toHaveCount(1);
  await page.getByLabel('Sök').fill('');
  await expect(count).toHaveText(before);
  // Every change is on screen: the list equals the server's.
  const server = await signins(page.request);
  const checkedIn = server.filter((s) => s.timestampIn !== NO_DATE && s.timestampOut === NO_DATE);
  for (const s of checkedIn.slice(-5)) {
    await page.getByLabel('Sök').fill(s.dutyName);
    await expect(checkOutButton(page, s)).toHaveCount(1);
  }
});

test('search filters only from 2 characters', async ({ page }) => {
  await openList(page);
  const count = countOf(page);
  const all = await count.innerText();
  const total = Number(/av (\d+)/.exec(all)![1]);
  await page.getByLabel('Sök').fill('M');
  await expect(count).toHaveText(all);
  await expect(page.getByText('Skriv minst 2 tecken för att söka.')).toBeVisible();
  await page.getByLabel('Sök').fill('M1');
  await expect(count).not.toHaveText(all);
  const shown = Number(/Visar (\d+)/.exec(await count.innerText())![1]);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  await expect(page.getByText('Skriv minst 2 tecken för att söka.')).toHaveCount(0);
  await expectAccessible(page);
});

/**
 * Check-in at 12:00 Stockholm time today, with the staff host answering these duties of today
 * (and of yesterday, `yesterday`); catch-ups find nothing new.
 */
async function openAtNoon(
  page: Page,
  today: (dateKey: string) => object[],
  yesterday: (dateKey: string) => object[] = () => [],
): Promise<void> {
  const dateKey = stockholmDay();
  const noon = stockholmMoment(dateKey, 12 * 60);
  await page.clock.setFixedTime(noon);
  await page.route('**/mock/staff/overview/dutysignins?*', (route) => {
    const url = new URL(route.request().url());
    const date = url.searchParams.get('date');
    const answer = url.searchParams.has('lastUpdateId')
      ? []
      : date === dateKey
        ? today(dateKey)
        : date === addDays(dateKey, -1)
          ? yesterday(addDays(dateKey, -1))
          : [];
    return route.fulfill({ json: answer });
  });
  // A token valid at noon and at the mock server's real hour.
  await signIn(page, { token: tokenValidAt('dispatcher', noon) }, '/inchecking');
  await expect(page.getByRole('heading', { name: 'Incheckning' })).toBeVisible();
}

test('every time frame shows the duties starting or ending that near now', async ({ page }) => {
  // Minutes from midnight; "now" is 12:00 (720). A duty counts when its start or end is near.
  await openAtNoon(
    page,
    (day) => [
      signinOf(1, day, 'A-start-5-före', 715, 750), // starts 5 min before noon
      signinOf(2, day, 'B-slut-15-före', 645, 705), // ends 15 min before
      signinOf(3, day, 'C-start-40-efter', 760, 1200), // starts 40 min after
      signinOf(4, day, 'D-slut-55-före', 360, 665), // ends 55 min before
      signinOf(5, day, 'E-start-90-efter', 810, 1320), // starts 90 min after
      signinOf(6, day, 'F-slut-210-före', 180, 510), // ends 210 min before
      signinOf(7, day, 'G-start-6h-efter', 1080, 1380), // starts 6 h after
      signinOf(8, day, 'J-hela-dagen', 360, 1080), // starts and ends 6 h away
      signinOf(9, day, 'Ledig', 0, 2160), // a non-workday: only under "Alla"
    ],
    // Yesterday 22:00 until 08:30 today: ends 210 min before noon.
    (day) => [signinOf(10, day, 'H-natt', 1320, 1950), signinOf(11, day, 'Igår', 360, 900)],
  );
  const select = page.getByLabel('Tidsram');
  await expect(select).toHaveValue('120');
  const expected: [string, number][] = [
    ['10', 1],
    ['20', 2],
    ['30', 2],
    ['45', 3],
    ['60', 4],
    ['120', 5],
    ['240', 7],
    ['all', 10],
  ];
  for (const [frame, shown] of expected) {
    await select.selectOption(frame);
    await expect(countOf(page)).toHaveText(`Visar ${shown} av 10 tjänster`);
  }
  await expect(page.getByRole('row', { name: /H-natt/ })).toContainText('22:00 (−1)');
});

test('an empty list says whether the search, the time frame or the day is the cause', async ({
  page,
}) => {
  let duties = (day: string) => [signinOf(1, day, 'Kväll', 1080, 1380)]; // 18:00–23:00
  await openAtNoon(page, (day) => duties(day));
  const select = page.getByLabel('Tidsram');
  await select.selectOption('120');
  await expect(page.getByRole('cell', { name: 'Inga tjänster i tidsramen.' })).toBeVisible();
  await select.selectOption('all');
  await expect(page.getByRole('row', { name: /Kväll/ })).toBeVisible();
  await page.getByLabel('Sök').fill('Morgon');
  await expect(
    page.getByRole('cell', { name: 'Ingen tjänst i tidsramen matchar sökningen ”Morgon”.' }),
  ).toBeVisible();
  await expectAccessible(page);

  duties = () => [];
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Inga tjänster i dag i distriktet.' })).toBeVisible();
});

test('without SIGNIN_LIST and SIGNIN_OTHER the view is closed', async ({ page }) => {
  await signIn(page, 'driver', '/inchecking');
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
});
