import type { Page } from '@playwright/test';
import { test, expect, signIn, tokenValidAt } from './fixtures';

/**
 * The position list around midnight, with the positions as spec 1 §3 gives them: block,
 * description, … and the times only in tripsInfo. The page's clock stands at 01:30 in Stockholm
 * on Monday 23 November 2026 (00:30 UTC, CET), so the list opens on 22:30 the evening before.
 */
const AT = Date.UTC(2026, 10, 23, 0, 30);

const position = (block: string, day: string, trips: [number, number, number][]) => ({
  block,
  description: 'M–LU',
  districtId: 4,
  tripDate: `${day}T00:00:00`,
  workTitle: 'Lokförare',
  employee: { name: `Förare ${block}`, employeeNumber: 20001 },
  tripsInfo: trips.map(([trip, timeStart, timeEnd]) => ({
    trip,
    startStation: 'M',
    endStation: 'LU',
    timeStart,
    timeEnd,
  })),
});

/** The roster of three days; `asked` collects the days the list asks for. */
async function answerPositions(page: Page, asked: Set<string>): Promise<void> {
  await page.route('**/mock/staff/roster/position?*', (route) => {
    const day = new URL(route.request().url()).searchParams.get('dutyDate') ?? '';
    asked.add(day);
    const answers: Record<string, object[]> = {
      // The night duty of Saturday: 23:00 to 01:30 on Sunday.
      '2026-11-21': [
        position('lör-natt', day, [
          [1071, 1380, 1440],
          [1073, 1450, 1530],
        ]),
      ],
      '2026-11-22': [
        position('sön-dag', day, [[1081, 480, 960]]),
        position('sön-kväll', day, [[1083, 840, 1410]]),
      ],
      // Monday's first duty starts at 04:00, after midnight but after the chosen 22:30 too.
      '2026-11-23': [position('mån-tidig', day, [[1091, 240, 720]])],
    };
    return route.fulfill({ json: answers[day] ?? [] });
  });
}

const timeField = (page: Page) => page.getByRole('textbox', { name: 'Tid' });
const table = (page: Page) => page.getByRole('region', { name: 'Positioner' });

/** Duty, start and end of the rows shown, in order. */
async function shownRows(page: Page): Promise<string[]> {
  const rows = table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  const shown: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = rows.nth(i).getByRole('cell');
    shown.push(
      `${await cells.nth(0).textContent()} ${await cells.nth(6).textContent()}–${await cells.nth(7).textContent()}`,
    );
  }
  return shown;
}

test('at 01:30 the list shows the evening still running and the day’s duties after midnight', async ({
  page,
}) => {
  const asked = new Set<string>();
  await page.clock.setFixedTime(AT);
  await answerPositions(page, asked);
  await signIn(page, { token: tokenValidAt('driver', AT) }, '/workday/positionlist');
  await expect(timeField(page)).toHaveValue('22:30');
  await expect(page.getByRole('textbox', { name: 'Datum' })).toHaveValue('2026-11-22');
  await expect(page.getByRole('status').filter({ hasText: /positioner$/ })).toHaveText(
    'Visar 2 av 2 positioner',
  );
  expect(await shownRows(page)).toEqual([
    'sön-kväll 14:00–23:30',
    'mån-tidig 04:00 (+1)–12:00 (+1)',
  ]);
  // One load: the chosen day and the next (two calls), not the day before.
  expect([...asked].sort()).toEqual(['2026-11-22', '2026-11-23']);

  // Early in the morning of the same day: the night duty of the day before, its times from its
  // trips, and the day's own; nothing of the next day.
  asked.clear();
  await timeField(page).fill('0030');
  await timeField(page).blur();
  await expect(timeField(page)).toHaveValue('00:30');
  await expect(page.getByRole('status').filter({ hasText: /positioner$/ })).toHaveText(
    'Visar 3 av 3 positioner',
  );
  expect(await shownRows(page)).toEqual([
    'lör-natt 23:00 (−1)–01:30',
    'sön-dag 08:00–16:00',
    'sön-kväll 14:00–23:30',
  ]);
  expect([...asked].sort()).toEqual(['2026-11-21', '2026-11-22']);
});
