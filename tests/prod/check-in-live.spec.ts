import type { Page } from '@playwright/test';
import { test, expect, signInOidc } from './fixtures';
import { NO_DATE } from '../stockholm-days';

interface Signin {
  dutyName: string;
  timeStart: number;
  timeEnd: number;
  timestampIn: string;
  employee: { name: string };
}

/** Opens check-in with every duty shown; answers the day's duties as the mock server sent them. */
async function openCheckIn(page: Page): Promise<Signin[]> {
  const answer = page.waitForResponse((r) => /\/overview\/dutysignins\?/.test(r.url()) && r.ok());
  await signInOidc(page, 'dispatcher', '/#/inchecking');
  const duties = (await (await answer).json()) as Signin[];
  await page.getByLabel('Tidsram').selectOption('all');
  await expect(page.getByRole('status').filter({ hasText: 'Realtidsuppdatering' })).toContainText(
    'Uppdateras direkt',
  );
  return duties;
}

test('a check-in in one browser reaches a second one live, through the flow hub on its own origin', async ({
  page,
  browser,
  baseURL,
}) => {
  const otherContext = await browser.newContext({ baseURL, timezoneId: 'Europe/Stockholm' });
  const other = await otherContext.newPage();
  const duties = await openCheckIn(page);
  await openCheckIn(other);

  // A duty of today nobody has checked in yet (the last ones start latest).
  const open = duties.filter(
    (s) => s.timestampIn === NO_DATE && !(s.timeStart === 0 && s.timeEnd === 2160),
  );
  const duty = open[open.length - 1]!;
  for (const p of [page, other]) await p.getByLabel('Sök').fill(duty.dutyName);
  await page
    .getByRole('button', { name: `Checka in ${duty.employee.name} på ${duty.dutyName}` })
    .click();

  const checkOut = `Checka ut ${duty.employee.name} från ${duty.dutyName}`;
  await expect(page.getByRole('button', { name: checkOut })).toBeVisible();
  await expect(other.getByRole('button', { name: checkOut })).toBeVisible({ timeout: 5_000 });
  await otherContext.close();
});
