// Connections benchmarks (issue 14): from choosing a place to departures painted after both
// services' answers arrive (budget ≤ 100 ms), and requests while the tab is hidden (budget 0).
// The route's JS size is printed by scripts/bench.mjs (budget ≤ 50 KB gzip).
/* global document, window -- code run in the page */
import { percentile, printer, runBench, spread, token, waitForMark } from './lib.mjs';

const RUNS = 9;
/** Stations of district 4, each searched once by its signature (nothing cached). */
const PLACES = ['M', 'HB', 'HM', 'LU', 'CR', 'Y', 'TB', 'LKR', 'ÄL', 'HÖ'];
const print = printer('connections');
const jwt = token(
  {
    userId: 'a1f3c2d4-0001-4000-a000-000000000001',
    userName: 'annlin',
    name: 'Anna Lindqvist',
    employeeNumber: '20001',
    defaultDistrictId: 4,
    role: 'driver',
    access: [{ name: 'DOC_TOREAD', districts: [4] }],
  },
  { hours: 24 },
);

async function newPage({ browser, newContext }) {
  const context = await newContext(browser, { viewport: { width: 1440, height: 900 } });
  // The tab can be hidden on demand (as when the user switches tab or locks the phone).
  await context.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', {
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { get: () => hidden });
    window.hideTab = (value) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
  });
  return { context, page: await context.newPage() };
}

/** Searches a place by signature; ms from the later departures answer to the painted board. */
async function choose(page, signature) {
  await page.evaluate(() => {
    performance.clearMarks('connections:departures-painted');
    performance.clearResourceTimings();
  });
  const box = page.getByRole('combobox', { name: 'Sök plats' });
  await box.fill(signature);
  await page.getByRole('listbox', { name: 'Sök plats' }).getByRole('option').first().waitFor();
  await box.press('Enter');
  await waitForMark(page, 'connections:departures-painted', 60_000);
  return page.evaluate(() => {
    const painted = performance.getEntriesByName('connections:departures-painted')[0].startTime;
    const answers = performance
      .getEntriesByType('resource')
      .filter((e) => /\/mock\/(travelinfo|transit)\/api\/departures/.test(e.name));
    const rows = document.querySelectorAll('table.departures tbody tr').length;
    return {
      ms: painted - Math.max(...answers.map((e) => e.responseEnd)),
      rows,
      n: answers.length,
    };
  });
}

async function paintAfterAnswers(bench) {
  const { context, page } = await newPage(bench);
  await page.goto(bench.url('/connections', jwt));
  await page.getByRole('region', { name: 'Huvudstationer' }).waitFor({ timeout: 60_000 });
  await choose(page, PLACES[0]); // warm-up (module graph, first render)
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await choose(page, PLACES[i + 1]));
  const times = runs.map((r) => r.ms);
  print(
    'choose a place → departures painted after both answers',
    Math.round(percentile(times, 50)),
    `ms (median of ${RUNS}, ${spread(times)}, ${Math.min(...runs.map((r) => r.rows))}–${Math.max(...runs.map((r) => r.rows))} rows)`,
    '≤ 100 ms',
  );
  await context.close();
}

async function hiddenTab(bench) {
  const { context, page } = await newPage(bench);
  await page.clock.install();
  const requests = [];
  // API calls only (the portal's own files aside).
  page.on('request', (r) => {
    if (r.url().includes('/mock/')) requests.push(r.url());
  });
  await page.goto(bench.url('/connections', jwt));
  await page.getByRole('region', { name: 'Huvudstationer' }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Malmö C (M)', exact: true }).click();
  await page.locator('table.departures tbody tr').first().waitFor({ timeout: 60_000 });
  await page.clock.runFor(60_000);
  const visiblePerMinute = requests.length;
  await page.evaluate(() => window.hideTab(true));
  const before = requests.length;
  const MINUTES = 30;
  for (let i = 0; i < MINUTES * 2; i++) await page.clock.runFor(30_000);
  const hidden = requests.length - before;
  await page.evaluate(() => window.hideTab(false));
  print(
    'requests while the tab is hidden',
    hidden,
    `API requests in ${MINUTES} simulated minutes (visible, the first minute: ${visiblePerMinute} incl. loading the page; then 2 every 30 s)`,
    '0',
  );
  await context.close();
}

await runBench('connections', async (bench) => {
  await paintAfterAnswers(bench);
  await hiddenTab(bench);
});
