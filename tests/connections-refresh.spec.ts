import { test, expect } from './fixtures';
import { openConnections, rows, searchPlace } from './connections-helpers';

test('the board refreshes every 30 s while visible, never while the tab is hidden', async ({
  page,
  context,
}) => {
  // The page can be told it is hidden, as when the user switches tab or locks the phone.
  await context.addInitScript(() => {
    const w = window as unknown as { hideTab: (hidden: boolean) => void };
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', {
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { get: () => hidden });
    w.hideTab = (value) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
  });
  const calls: string[] = [];
  let answered = 0;
  const departures = /\/mock\/(travelinfo|transit)\/api\/departures/;
  page.on('request', (r) => {
    if (departures.test(r.url())) calls.push(r.url());
  });
  const done = (r: { url(): string }) => {
    if (departures.test(r.url())) answered++;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.clock.install();
  await openConnections(page);
  await searchPlace(page, 'M', 'Malmö C (M)');
  await expect(rows(page).filter({ hasText: 'Buss' }).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Tåg' }).first()).toBeVisible();
  // (The dev build's StrictMode may ask twice on mounting; count from here.)
  const start = calls.length;
  const since = () => calls.slice(start).map((u) => (u.includes('travelinfo') ? 'tåg' : 'buss'));
  const hideTab = (hidden: boolean) =>
    page.evaluate(
      (h) => (window as unknown as { hideTab: (h: boolean) => void }).hideTab(h),
      hidden,
    );

  // Visible: both services are asked again after 30 s.
  await page.clock.runFor(30_500);
  await expect.poll(() => since().sort()).toEqual(['buss', 'tåg']);
  await expect.poll(() => answered).toBe(calls.length);

  // Hidden for ten minutes: no request at all.
  await hideTab(true);
  for (let i = 0; i < 20; i++) await page.clock.runFor(30_000);
  expect(since()).toHaveLength(2);

  // Back on the tab: fresh departures at once, then every 30 s again.
  await hideTab(false);
  await expect.poll(() => since().length).toBe(4);
  await expect.poll(() => answered).toBe(calls.length);
  await page.clock.runFor(30_500);
  await expect.poll(() => since().length).toBe(6);
});
