// Recipient-group list benchmarks (issue 12): first render of the list of every district at a
// large data scale (about 650 groups), filter keystroke-to-paint and the longest task while
// typing (also at 4× CPU, issue 16), and DOM size of the table.
/* global document -- code run in the page */
import {
  RATES,
  atRate,
  firstRenders,
  longestTaskDuring,
  median,
  printLongest,
  printer,
  runBench,
  spread,
  throttle,
  token,
  typeWords,
  waitForMark,
} from './lib.mjs';

const SCALE = 50;
const RUNS = 7;
const ADMIN = 'a1f3c2d4-0004-4000-a000-000000000004';
const print = printer('groupadmin');
/** A group administrator in every district. */
const jwt = token(
  {
    userId: ADMIN,
    userName: 'magek',
    name: 'Magnus Ek',
    defaultDistrictId: 4,
    role: 'useradmin',
    access: [
      { name: 'MESSAGE_GROUP_ADMIN', districts: ['*'] },
      { name: 'MESSAGE_SEND', districts: ['*'] },
    ],
  },
  { hours: 24 },
);

async function run({ browser, newContext, url }, rate) {
  const context = await newContext(browser);
  // Every district ticked.
  await context.addInitScript((admin) => {
    sessionStorage.setItem(`pp.groupadmin.districts.${admin}`, '[1,2,3,4,5,17,19]');
  }, ADMIN);
  const page = await context.newPage();
  await throttle(page, rate);
  await page.goto(url('/message/groupadmin', jwt));
  await waitForMark(page, 'groupadmin:rows-painted', 60_000);
  const renders = await firstRenders(page, {
    mark: 'groupadmin:rows-painted',
    resource: /\/Recipientgroup(\?.*)?$/i,
    runs: RUNS,
    timeout: 60_000,
  });
  const total = await page.evaluate(() =>
    Number(/av (\d+)/.exec(document.querySelector('main [role="status"]').textContent)?.[1] ?? 0),
  );
  print(
    atRate(`first render of ${total} groups after data arrives`, rate),
    Math.round(median(renders)),
    `ms (median of ${RUNS} loads, ${spread(renders)})`,
    'none in the spec; a figure',
  );

  // Each keystroke at the start of a frame, timed until the frame after it has painted.
  const {
    result: { times },
    longest,
  } = await longestTaskDuring(page, () =>
    typeWords(page, {
      input: 'main input[type="search"]',
      words: ['Personal Malmö', 'Skåne', 'trafikinfo', 'Kalmar Lok'],
      paint: 'next',
    }),
  );
  const sorted = [...times].sort((a, b) => a - b);
  print(
    atRate('filter keystroke to paint', rate),
    Math.round(sorted[Math.floor(sorted.length / 2)]),
    `ms median, p95 ${Math.round(sorted[Math.ceil(sorted.length * 0.95) - 1])} ms (${times.length} keystrokes)`,
    'none in the spec; a figure',
  );
  printLongest(print, 'typing', longest, rate);
  if (rate === 1) {
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    print('DOM nodes with the whole list', nodes, 'elements', 'rows outside the view not rendered');
  }
  await context.close();
}

await runBench('groupadmin', async (bench) => {
  await bench.control({ reset: true, scale: SCALE });
  for (const rate of RATES) await run(bench, rate);
});
