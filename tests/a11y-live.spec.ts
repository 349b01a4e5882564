import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, tokenFor } from './fixtures';
import { NO_DATE, stockholmDay } from './stockholm-days';

/**
 * Live updates are announced politely and never take the focus (issue 16): check-in's pushed
 * changes, the upload's steps and the send's outcome are in polite live regions (role=status);
 * the element the user is on keeps the focus when an update arrives.
 */

interface Signin {
  dutyId: number;
  dutyName: string;
  timeStart: number;
  timeEnd: number;
  timestampIn: string;
  employee: { name: string; employeeNumber: string };
}

const auth = () => ({ authorization: `Bearer ${tokenFor('dispatcher')}` });

/** Two duties of today nobody has checked in yet. */
async function openDuties(request: APIRequestContext): Promise<[Signin, Signin]> {
  const response = await request.get(
    `/mock/staff/overview/dutysignins?date=${stockholmDay()}&districtId=4`,
    { headers: auth() },
  );
  expect(response.ok()).toBe(true);
  const open = ((await response.json()) as Signin[]).filter(
    (s) => s.timestampIn === NO_DATE && !(s.timeStart === 0 && s.timeEnd === 2160),
  );
  const names = new Set<string>();
  const unique = open.filter((s) => !names.has(s.dutyName) && names.add(s.dutyName));
  return [unique[unique.length - 1]!, unique[unique.length - 2]!];
}

/** Another dispatcher checks the duty in (the page hears of it through the live channel). */
async function checkInElsewhere(request: APIRequestContext, duty: Signin): Promise<void> {
  const response = await request.post(
    `/mock/staff/signin/checkin?dutyid=${duty.dutyId}&employeeNumber=${duty.employee.employeeNumber}`,
    { headers: auth() },
  );
  expect(response.ok()).toBe(true);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? (el.getAttribute('aria-label') ?? el.getAttribute('id') ?? el.tagName) : null;
  });

test('check-in: a pushed change is announced politely and the focus stays where it was', async ({
  page,
}) => {
  test.slow();
  const [mine, other] = await openDuties(page.request);
  await signIn(page, 'dispatcher', '/inchecking');
  await expect(page.getByRole('heading', { name: 'Incheckning' })).toBeVisible();
  await page.getByLabel('Tidsram').selectOption('all');
  const search = page.getByLabel('Sök');
  await search.fill(mine.dutyName);
  await expect(page.getByRole('status').filter({ hasText: 'Realtidsuppdatering' })).toContainText(
    'Uppdateras direkt',
  );
  const announced = page.getByRole('status').filter({ hasText: /ändring(ar)? i listan kl\./ });
  await expect(announced).toHaveCount(0);

  // The dispatcher is on the check-in button of one duty when another duty is checked in.
  const checkIn = page.getByRole('button', {
    name: `Checka in ${mine.employee.name} på ${mine.dutyName}`,
  });
  await checkIn.focus();
  await checkInElsewhere(page.request, other);
  await expect(announced).toHaveText(/^1 ändring i listan kl\. \d\d:\d\d$/);
  await expect(announced).toHaveAttribute('aria-live', 'polite');
  expect(await focusedName(page)).toBe(`Checka in ${mine.employee.name} på ${mine.dutyName}`);

  // In the search field when the duty on screen is checked in elsewhere: the row changes, the
  // field keeps the focus and what was typed.
  await search.focus();
  await checkInElsewhere(page.request, mine);
  await expect(
    page.getByRole('button', { name: `Checka ut ${mine.employee.name} från ${mine.dutyName}` }),
  ).toBeVisible();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue(mine.dutyName);
});
