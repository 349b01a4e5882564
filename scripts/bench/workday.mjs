// Workday benchmarks (issue 10; issue 16 at 4× CPU): the position list with 3,000 positions in
// one district — first render after the data arrives, search keystroke to next paint and the
// longest task while typing, DOM size while scrolling — and the calendar's first render (five
// weeks of duties with their activities).
/* global document, requestAnimationFrame -- code run in the page */
import {
  RATES,
  atRate,
  firstRenders,
  longestTaskDuring,
  maxElementsWhileScrolling,
  percentile,
  printLongest,
  printer,
  runBench,
  spread,
  throttle,
  token,
  typeWords,
  waitForMark,
} from './lib.mjs';

const DUTIES = 3000;
const RENDER_RUNS = 7;
const print = printer('workday');
/** The driver Anna Lindqvist (ROSTER_OWN in Skåne). */
const jwt = token(
  {
    userId: 'a1f3c2d4-0001-4000-a000-000000000001',
    userName: 'annlin',
    name: 'Anna Lindqvist',
    employeeNumber: '20001',
    defaultDistrictId: 4,
    role: 'driver',
    access: [{ name: 'ROSTER_OWN', districts: [4] }],
  },
  { hours: 12 },
);
const loads = (values) => `median of ${values.length} loads, ${spread(values)}`;

async function positionList({ browser, newContext, url }, rate) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await throttle(page, rate);
  // Warm the server (the two days' duties) and the browser once; that load is not measured.
  await page.goto(url('/workday/positionlist', jwt));
  await waitForMark(page, 'workday:rows-painted', 180_000);
  const renders = await firstRenders(page, {
    mark: 'workday:rows-painted',
    resource: /\/roster\/position/,
    runs: RENDER_RUNS,
    timeout: 120_000,
  });
  const counted = async () =>
    page.evaluate(() => {
      const status = [...document.querySelectorAll('[role="status"]')].find((e) =>
        /positioner$/.test(e.textContent ?? ''),
      );
      return status?.textContent ?? '';
    });
  print(
    atRate('position list first render after data arrives', rate),
    Math.round(percentile(renders, 50)),
    `ms (${loads(renders)}; ${await counted()} at the default time)`,
    rate === 1 ? '≤ 100 ms' : '≤ 200 ms',
  );

  // Every position of the day: time 00:00.
  const time = page.getByRole('textbox', { name: 'Tid' });
  await time.fill('0');
  await time.blur();
  await page.getByRole('textbox', { name: 'Tid' }).and(page.locator('[value="00:00"]')).waitFor();
  const all = await counted();

  // As in the check-in bench: each keystroke at the start of a frame, timed to that frame's
  // paint; the (deferred) filtered list timed to the paint after its count changed.
  const {
    result: { times, lists },
    longest,
  } = await longestTaskDuring(page, () =>
    typeWords(page, {
      input: 'input[type="search"]',
      watch: { selector: '[role="status"]', text: 'positioner$' },
      words: ['Anna Lindqvist', 'M12', 'Lokförare', '1042', 'Tågvärd', 'Sjö', '200'],
    }),
  );
  print(
    atRate('search keystroke to next paint p95', rate),
    percentile(times, 95).toFixed(1),
    `ms (${times.length} keystrokes; ${all})`,
    '≤ 16 ms',
  );
  print(
    atRate('search keystroke to filtered list painted p95', rate),
    percentile(lists, 95).toFixed(1),
    `ms (${lists.length} keystrokes that changed the list)`,
    'informative',
  );
  printLongest(print, 'typing', longest, rate);

  if (rate === 1) {
    const nodes = await maxElementsWhileScrolling(page, '.table-scroll');
    print(`DOM elements (max while scrolling; ${all})`, nodes, 'elements', '≤ 1000');
  }
  await context.close();
}

async function calendar({ browser, newContext, url }) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const load = async (first) => {
    if (first) await page.goto(url('/workday/calendar', jwt));
    else await page.reload();
    await page.locator('.calendar-week').first().waitFor({ timeout: 180_000 });
    return page.evaluate(() => {
      const arrived = Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/roster/calendar'))
          .map((e) => e.responseEnd),
      );
      return new Promise((r) =>
        requestAnimationFrame(() => setTimeout(() => r(performance.now() - arrived), 0)),
      );
    });
  };
  await load(true);
  const renders = [];
  for (let i = 0; i < RENDER_RUNS; i++) renders.push(await load(false));
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  print(
    'calendar (five weeks) rendered after data arrives',
    Math.round(percentile(renders, 50)),
    `ms (${loads(renders)}; upper bound: measured after the weeks appeared; ${nodes} DOM elements)`,
    'informative',
  );
  await context.close();
}

await runBench('workday', async (bench) => {
  await bench.control({ reset: true, dutiesPerDay: DUTIES });
  for (const rate of RATES) await positionList(bench, rate);
  await calendar(bench);
});
