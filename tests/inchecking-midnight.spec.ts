import type { Page } from '@playwright/test';
import { test, expect, signIn, tokenValidAt } from './fixtures';
import { addDays, stockholmDay, stockholmMoment } from './stockholm-days';
import { signinOf } from './inchecking-helpers';

/**
 * Check-in around midnight (Stockholm): the time frame (120 minutes by default) reaches into the
 * next day before midnight and back into the day before after it, and the list follows it.
 */

const countOf = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Visar \d+ av \d+ tjänster$/ });

type Duties = Record<'yesterday' | 'today' | 'tomorrow', object[]>;

/**
 * Check-in with the page's clock at `minutes` after midnight of today, the staff host answering
 * `duties` of each day; a catch-up (lastUpdateId) answers what `changes` gives then. Returns the
 * days asked for with lastUpdateId.
 */
async function openAt(
  page: Page,
  minutes: number,
  duties: (days: Record<keyof Duties, string>) => Duties,
  changes: (date: string) => object[] = () => [],
): Promise<string[]> {
  const today = stockholmDay();
  const days = { yesterday: addDays(today, -1), today, tomorrow: addDays(today, 1) };
  const answers = duties(days);
  const now = stockholmMoment(today, minutes);
  await page.clock.setFixedTime(now);
  const caughtUp: string[] = [];
  await page.route('**/mock/staff/overview/dutysignins?*', (route) => {
    const url = new URL(route.request().url());
    const date = url.searchParams.get('date')!;
    if (url.searchParams.has('lastUpdateId')) {
      caughtUp.push(date);
      return route.fulfill({ json: changes(date) });
    }
    const day = (Object.keys(days) as (keyof Duties)[]).find((k) => days[k] === date);
    return route.fulfill({ json: day ? answers[day] : [] });
  });
  await signIn(page, { token: tokenValidAt('dispatcher', now) }, '/inchecking');
  await expect(page.getByRole('heading', { name: 'Incheckning' })).toBeVisible();
  await expect(page.getByLabel('Tidsram')).toHaveValue('120');
  return caughtUp;
}

test('at 23:50 tomorrow’s 00:30 duty is listed, and can be checked in', async ({ page }) => {
  let checkedIn = false;
  const tomorrowDuty = (day: string) => ({
    ...signinOf(2, day, 'Natt-0030', 30, 480),
    ...(checkedIn ? { timestampIn: `${day}T00:25:00`, checkInId: 9, updateId: 50 } : {}),
  });
  let tomorrow = '';
  const caughtUp = await openAt(
    page,
    23 * 60 + 50,
    (days) => {
      tomorrow = days.tomorrow;
      return {
        yesterday: [],
        today: [signinOf(1, days.today, 'Kväll', 1080, 1430)], // 18:00–23:50
        tomorrow: [
          tomorrowDuty(days.tomorrow),
          signinOf(3, days.tomorrow, 'Morgon-0600', 360, 840), // beyond every frame tonight
        ],
      };
    },
    (date) => (date === tomorrow ? [tomorrowDuty(date)] : []),
  );
  await expect(countOf(page)).toHaveText('Visar 2 av 2 tjänster');
  const row = page.getByRole('row', { name: /Natt-0030/ });
  await expect(row).toContainText('00:30 (+1)');
  await expect(page.getByRole('row', { name: /Morgon-0600/ })).toHaveCount(0);
  // A narrower frame that does not reach 00:30 leaves it out.
  await page.getByLabel('Tidsram').selectOption('30');
  await expect(countOf(page)).toHaveText('Visar 1 av 2 tjänster');
  await page.getByLabel('Tidsram').selectOption('120');

  // Checked in from the list (answered 204, no body): the row reads tomorrow's state back.
  await page.route('**/mock/staff/signin/checkin?*', (route) => {
    checkedIn = true;
    return route.fulfill({ status: 204 });
  });
  await row.getByRole('button', { name: 'Checka in Förare Natt-0030 på Natt-0030' }).click();
  await expect(
    row.getByRole('button', { name: 'Checka ut Förare Natt-0030 från Natt-0030' }),
  ).toBeVisible();
  await expect(row).toContainText('00:25');
  expect(caughtUp).toContain(tomorrow);
});

test('at 00:10 yesterday’s late duties are still listed, and tomorrow is not read', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/overview/dutysignins')) asked.push(url.searchParams.get('date')!);
  });
  await openAt(page, 10, (days) => ({
    yesterday: [
      signinOf(4, days.yesterday, 'Sen-kväll', 1200, 1430), // ended 23:50
      signinOf(5, days.yesterday, 'Över-midnatt', 1320, 1560), // 22:00–02:00
      signinOf(6, days.yesterday, 'Eftermiddag', 720, 1080), // ended 18:00
    ],
    today: [signinOf(7, days.today, 'Tidig', 60, 500)], // starts 01:00
    tomorrow: [signinOf(8, days.tomorrow, 'Natt-i-morgon', 30, 480)],
  }));
  await expect(countOf(page)).toHaveText('Visar 3 av 3 tjänster');
  await expect(page.getByRole('row', { name: /Sen-kväll/ })).toContainText('23:50 (−1)');
  await expect(page.getByRole('row', { name: /Över-midnatt/ })).toContainText('22:00 (−1)');
  await expect(page.getByRole('row', { name: /Tidig/ })).toBeVisible();
  expect(asked).not.toContain(addDays(stockholmDay(), 1));
});
