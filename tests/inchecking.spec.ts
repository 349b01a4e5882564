import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, tokenFor, joinNamespace, expectAccessible } from './fixtures';
import { NULL_DATE, addDaysToKey, stockholmWallTime, toDateKey } from '../src/lib/time';
import {
  TIME_FRAMES,
  inTimeFrame,
  runsPastMidnight,
  timedDuty,
} from '../src/features/inchecking/lib/time-frame';

interface Signin {
  dutyId: number;
  dutyName: string;
  dutyDate: string;
  timeStart: number;
  timeEnd: number;
  timestampIn: string;
  timestampOut: string;
  employee: { name: string; employeeNumber: string };
}

const auth = () => ({ authorization: `Bearer ${tokenFor('dispatcher')}` });

async function signins(request: APIRequestContext, date = toDateKey()): Promise<Signin[]> {
  const response = await request.get(`/mock/staff/overview/dutysignins?date=${date}&districtId=4`, {
    headers: auth(),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Signin[];
}

/** A duty of today nobody has checked in yet (the last ones start latest). */
async function openDuty(request: APIRequestContext, skip = 0): Promise<Signin> {
  const open = (await signins(request)).filter(
    (s) => s.timestampIn === NULL_DATE && !(s.timeStart === 0 && s.timeEnd === 2160),
  );
  return open[open.length - 1 - skip]!;
}

/** Opens check-in with every duty shown and the list narrowed to one duty by search. */
async function openList(page: Page, search = ''): Promise<void> {
  await signIn(page, 'dispatcher', '/inchecking');
  await expect(page.getByRole('heading', { name: 'Incheckning' })).toBeVisible();
  await page.getByLabel('Tidsram').selectOption('all');
  // The list follows the filters a frame later (deferred): wait until it shows every duty.
  await expect(page.locator('.inchecking-count')).toHaveText(/Visar (\d+) av \1 tjänster/);
  if (search) await page.getByLabel('Sök').fill(search);
  await expect(page.locator('.live-status')).toContainText('Live');
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
  await expect(page.locator('.live-status')).toContainText('Live');

  await checkInButton(page, duty).click();
  await expect(checkOutButton(page, duty)).toBeVisible();
  await expect(checkInButton(page, duty)).toHaveCount(0);
  await checkOutButton(page, duty).click();
  await expect(checkOutButton(page, duty)).toHaveCount(0);

  const stored = (await signins(page.request)).find((s) => s.dutyId === duty.dutyId)!;
  expect(stored.timestampIn).not.toBe(NULL_DATE);
  expect(stored.timestampOut).not.toBe(NULL_DATE);
  const row = rowOf(page, duty);
  await expect(row).toContainText(stored.timestampIn.slice(11, 16));
  await expect(row).toContainText(stored.timestampOut.slice(11, 16));

  // Details of the duty and of the employee open in dialogs.
  await row.getByRole('button', { name: duty.dutyName, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Tjänst ${duty.dutyName}` });
  await expect(dialog.getByRole('cell', { name: 'KLARGÖRING' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await row.getByRole('button', { name: duty.employee.name }).click();
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
    `Incheckningen av ${other.dutyName} misslyckades: 409 The duty is already checked in`,
  );
  await expect(checkInButton(page, other)).toBeEnabled();
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
  test.setTimeout(60_000);
  const duty = await openDuty(page.request);
  await openList(page);
  const count = page.locator('.inchecking-count');
  const before = await count.innerText();

  await page.request.post('/mock/flow/__control', { data: { drop: true, refuseMs: 4_000 } });
  await expect(page.locator('.live-status')).toContainText(/Återansluter|Offline sedan \d\d:\d\d/);
  // Meanwhile: another dispatcher checks a duty in, and more activity happens.
  const response = await page.request.post(
    `/mock/staff/signin/checkin?dutyid=${duty.dutyId}&employeeNumber=${duty.employee.employeeNumber}`,
    { headers: auth() },
  );
  expect(response.ok()).toBe(true);
  await page.request.post('/mock/flow/__control', { data: { emit: { count: 3, districtId: 4 } } });

  await expect(page.locator('.live-status')).toContainText('Live', { timeout: 20_000 });
  await page.getByLabel('Sök').fill(duty.dutyName);
  await expect(checkOutButton(page, duty)).toHaveCount(1);
  await expect(rowOf(page, duty)).toHaveCount(1);
  await page.getByLabel('Sök').fill('');
  await expect(count).toHaveText(before);
  // Every change is on screen: the list equals the server's.
  const server = await signins(page.request);
  const checkedIn = server.filter(
    (s) => s.timestampIn !== NULL_DATE && s.timestampOut === NULL_DATE,
  );
  for (const s of checkedIn.slice(-5)) {
    await page.getByLabel('Sök').fill(s.dutyName);
    await expect(checkOutButton(page, s)).toHaveCount(1);
  }
});

test('search filters only from 2 characters', async ({ page }) => {
  await openList(page);
  const count = page.locator('.inchecking-count');
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

test('every time frame shows the duties starting or ending that near now', async ({ page }) => {
  const today = toDateKey();
  const noon = stockholmWallTime(today, 12 * 60).getTime();
  await page.clock.setFixedTime(noon);
  const rows = [
    ...(await signins(page.request, today)),
    ...(await signins(page.request, addDaysToKey(today, -1))).filter((s) =>
      runsPastMidnight(s.timeStart, s.timeEnd),
    ),
  ];
  await signIn(page, 'dispatcher', '/inchecking');
  const select = page.getByLabel('Tidsram');
  await expect(select).toHaveValue('120');
  const count = page.locator('.inchecking-count');
  for (const frame of TIME_FRAMES) {
    await select.selectOption(String(frame));
    const expected = rows.filter((s) =>
      inTimeFrame(timedDuty(s.dutyDate.slice(0, 10), s.timeStart, s.timeEnd), noon, frame),
    ).length;
    await expect(count).toHaveText(`Visar ${expected} av ${rows.length} tjänster`);
  }
});

test('without SIGNIN_LIST and SIGNIN_OTHER the view is closed', async ({ page }) => {
  await signIn(page, 'driver', '/inchecking');
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
});
