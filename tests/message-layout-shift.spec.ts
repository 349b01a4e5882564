import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

/**
 * Nothing on the message pages moves once drawn (CLS, as Lighthouse and the field read it): a view
 * that names recipient groups waits for them instead of drawing a line that their names replace
 * ('Laddar …' above the form's fieldsets, 'Grupp 8' in the list's rows), which pushed what was
 * under it down. Each page is opened cold (a new document: nothing cached), at Lighthouse's
 * desktop size, with the mock's default latency.
 */
const MAX_SHIFT = 0.02;

test.use({ viewport: { width: 1350, height: 940 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

/** The page's layout shifts so far, two frames after what the test waited for showed. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            done((window as unknown as { layoutShift: number }).layoutShift),
          ),
        ),
      ),
  );

const groupsOf = (page: Page) => page.getByRole('group', { name: 'Mottagargrupper' });

test('a new message: the form is drawn once, with its recipient groups', async ({ page }) => {
  await signIn(page, 'dispatcher', '/message/edit?districtId=4');
  await expect(groupsOf(page).getByRole('checkbox', { name: /^Lokförare Skåne/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Förhandsgranska' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(MAX_SHIFT);
});

test('an update in a thread: the thread and its form are drawn once', async ({ page }) => {
  await signIn(page, 'dispatcher', '/message');
  const href = await page
    .getByRole('link', { name: /^Öppna/ })
    .first()
    .getAttribute('href');
  const id = href?.match(/message\/(\d+)/)?.[1];
  expect(id).toBeTruthy();
  // A new document in the same tab (its session kept), as a link from elsewhere opens it.
  await page.goto('about:blank');
  await page.goto(`/#/message/${id}`);
  await expect(groupsOf(page).getByRole('checkbox', { checked: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Förhandsgranska' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(MAX_SHIFT);
});

test('the list: rows are drawn once, with the names of their groups', async ({ page }) => {
  // The groups answer after the day's threads have arrived and had two frames to be drawn: a
  // list that drew its rows without the names would then redraw them taller or shorter.
  const threads = page.waitForResponse(/\/msg\/message\/filter/);
  await page.route('**/msg/Recipientgroup', async (route) => {
    await threads;
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await route.continue();
  });
  await signIn(page, 'dispatcher', '/message');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ tråd(ar)?$/ })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).not.toContainText(/Grupp \d+/);
  expect(await layoutShift(page)).toBeLessThan(MAX_SHIFT);
});
