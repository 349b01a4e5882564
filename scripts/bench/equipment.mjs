// Equipment register benchmarks (issue 13; issue 16 at 4× CPU): first render of 5,000 checks
// after the data arrives, sort click to paint (p95) and the longest task while sorting, DOM
// elements while scrolling. Figures, not a pass/fail test.
/* global document -- code run in the page */
import {
  RATES,
  atRate,
  clickTimes,
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
  waitForMark,
} from './lib.mjs';

const RENDER_RUNS = 7;
const USER_ID = 'a1f3c2d4-0004-4000-a000-000000000004';
const print = printer('equipment');
const jwt = token({
  userId: USER_ID,
  userName: 'magek',
  name: 'Magnus Ek',
  employeeNumber: '20004',
  defaultDistrictId: 4,
  role: 'useradmin',
  access: [{ name: 'VEHICLE_CHECKLIST_ADMIN', districts: [4, 14, 17, 19] }],
});
const dayKey = (offsetDays) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    Date.now() + offsetDays * 86_400_000,
  );

async function run({ browser, newContext, url }, rate) {
  const context = await newContext(browser);
  // 60 days of Skåne: more than a page, so the first page holds 5,000 checks. The list marks
  // the paint of its first frame with rows (useRowsPainted).
  await context.addInitScript(
    ([key, range]) => {
      sessionStorage.setItem(key, range);
    },
    [`pp.equipment.dates.${USER_ID}`, JSON.stringify({ from: dayKey(-60), to: dayKey(0) })],
  );
  const page = await context.newPage();
  await throttle(page, rate);
  // A first load warms the caches; it is not measured.
  await page.goto(url('/equipmentRegister/verify', jwt));
  await waitForMark(page, 'equipment:rows-painted');
  const renders = await firstRenders(page, {
    mark: 'equipment:rows-painted',
    resource: /\/api\/Admin\/checklist/,
    runs: RENDER_RUNS,
  });
  const rows = await page.evaluate(
    () => Number(document.querySelector('table.data')?.getAttribute('aria-rowcount') ?? 1) - 1,
  );
  print(
    atRate(`first render of ${rows} checks after data arrives`, rate),
    Math.round(percentile(renders, 50)),
    `ms (median of ${RENDER_RUNS} loads, ${spread(renders)}; JSON, validation, sort, render)`,
    rate === 1 ? '≤ 100 ms' : '≤ 200 ms',
  );

  // Each click at the start of a frame, timed until the frame that shows the sorted rows has
  // painted (the frame of the click itself while React renders a click's update at once).
  // Every sortable column, both ways, twice: first sorts included.
  const buttons = await page.locator('table.data th button').count();
  const order = [];
  for (let round = 0; round < 2; round++) for (let i = 0; i < buttons; i++) order.push(i, i);
  const { result: times, longest } = await longestTaskDuring(page, () =>
    clickTimes(page, 'table.data th button', order, { watch: 'table.data tbody' }),
  );
  print(
    atRate('sort click to paint p95', rate),
    percentile(times, 95).toFixed(1),
    `ms (${times.length} clicks, max ${Math.max(...times).toFixed(1)} ms)`,
    '≤ 16 ms',
  );
  printLongest(print, 'sorting', longest, rate);

  if (rate === 1) {
    const nodes = await maxElementsWhileScrolling(page, '.table-scroll');
    print(`DOM elements with ${rows} checks (max while scrolling)`, nodes, 'elements', '≤ 1000');
  }
  await context.close();
}

await runBench('equipment', async (bench) => {
  await bench.control({ reset: true });
  for (const rate of RATES) await run(bench, rate);
});
