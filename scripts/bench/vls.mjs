/* global window, document, requestAnimationFrame -- page.evaluate callbacks run in the browser */
// Documents (VLS) benchmarks (issue 4; issue 16 at 4× CPU): the follow-up with every district at
// data scale 12 (about 2,400 documents and 3,300 users), the first render of either list after its
// data arrives, the filter's keystroke-to-paint time (p95) and the longest task while typing, the
// DOM size of the virtualized lists, and a sort click-to-paint on the user list.
import {
  RATES,
  atRate,
  firstRenders,
  longestTaskDuring,
  percentile,
  printLongest,
  printer,
  runBench,
  spread,
  throttle,
  token,
} from './lib.mjs';

const SCALE = 12;
const RENDER_RUNS = 5;
const print = printer('vls');
/** The demo administrator's claims (every DOC access in every district). */
const jwt = token({
  userId: 'a1f3c2d4-0004-4000-a000-000000000004',
  userName: 'magek',
  name: 'Magnus Ek',
  employeeNumber: '20004',
  defaultDistrictId: 4,
  role: 'useradmin',
  access: ['DOC_TOREAD', 'DOC_READ_ALL', 'DOC_FOLLOWUP', 'DOC_UPLOAD'].map((name) => ({
    name,
    districts: ['*'],
  })),
});
const p95 = (values) => percentile(values, 95);

/**
 * In the page: time from each keydown/click to the frame that paints React's update (React
 * renders a discrete event's update synchronously, so the next animation frame paints it; when
 * the work takes longer than a frame, that frame comes later and the time grows).
 */
async function installTimer(page) {
  await page.evaluate(() => {
    window.__vlsTimes = [];
    const start = () => {
      const t0 = performance.now();
      requestAnimationFrame(() => window.__vlsTimes.push(performance.now() - t0));
    };
    document.addEventListener('keydown', start, true);
    document.addEventListener('click', start, true);
  });
}
const takeTimes = (page) =>
  page.evaluate(() => {
    const times = window.__vlsTimes;
    window.__vlsTimes = [];
    return times;
  });
/**
 * First render after the data arrives (answer's end → the list's rows-painted mark), a reload
 * each: the follow-up's view and "every district" are kept for the tab, so each reload lists
 * the same view.
 */
async function printFirstRender(page, { what, mark, resource, rate }) {
  const renders = await firstRenders(page, { mark, resource, runs: RENDER_RUNS, timeout: 240_000 });
  print(
    atRate(`first render of the follow-up ${what} after data arrives`, rate),
    Math.round(percentile(renders, 50)),
    `ms (median of ${RENDER_RUNS} loads, ${spread(renders)})`,
    rate === 1 ? '≤ 100 ms' : '≤ 200 ms',
  );
}

const domNodes = (page) => page.evaluate(() => document.getElementsByTagName('*').length);
const shown = async (page) => {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /^Visar \d+ av \d+$/ })
    .first()
    .textContent();
  return Number(/av (\d+)/.exec(text)[1]);
};

/** The list's count once it has stayed the same for a second (the last answer rendered). */
async function settledCount(page) {
  let count = await shown(page);
  for (let same = 0; same < 4;) {
    await page.waitForTimeout(250);
    const now = await shown(page);
    same = now === count ? same + 1 : 0;
    count = now;
  }
  return count;
}

async function run({ browser, newContext, url }, rate) {
  const context = await newContext(browser, { viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await throttle(page, rate);
  await page.goto(url('/vls/followupReadingRecipt', jwt));
  await page
    .getByRole('heading', { name: 'Uppföljning av läskvitton' })
    .waitFor({ timeout: 240_000 });
  // Every district's documents: their answer, then their rendering, before anything is timed. The
  // rows of the user's own district are on the page first, and at 4× that answer's render takes
  // 150–250 ms: typing must not start before it.
  const everyDistrict = page.waitForResponse(
    (r) => {
      const filter = new URL(r.url()).searchParams.get('filter');
      return (
        /\/document\/getfilter/.test(r.url()) && JSON.parse(filter ?? '{}').districtId === null
      );
    },
    { timeout: 240_000 },
  );
  await page.getByRole('checkbox', { name: 'Alla distrikt' }).check();
  await (await everyDistrict).finished();
  const documents = await settledCount(page);
  if (rate === 1) {
    print('follow-up documents listed', documents, 'documents', '≥ 2000');
    print(`DOM nodes with ${documents} documents`, await domNodes(page), 'nodes', '≤ 2500');
  }

  // Filter keystroke to paint: type, then erase, one key at a time.
  const filter = page.getByRole('searchbox', { name: 'Filtrera' });
  await filter.focus();
  await installTimer(page);
  const { longest } = await longestTaskDuring(page, async () => {
    for (const round of [0, 1, 2, 3]) {
      for (const key of 'rutin')
        await page.keyboard.press(key).then(() => page.waitForTimeout(100));
      for (let i = 0; i < 5; i++)
        await page.keyboard.press('Backspace').then(() => page.waitForTimeout(100));
      if (round === 0) await takeTimes(page); // warm-up round
    }
  });
  const keyTimes = await takeTimes(page);
  if (process.env.VLS_VERBOSE) console.log(keyTimes.map(Math.round).join(' '));
  print(
    atRate('filter keystroke-to-paint p95', rate),
    p95(keyTimes).toFixed(1),
    'ms',
    '16.7 ms, one frame',
  );
  printLongest(print, 'typing', longest, rate);
  await printFirstRender(page, {
    what: `${documents} documents`,
    mark: 'vls-followup-documents:rows-painted',
    resource: /\/document\/getfilter/,
    rate,
  });

  // The user view with every district: about 3,000 users.
  await page.getByRole('radio', { name: 'Per användare' }).check();
  await page.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: 240_000 });
  await page.waitForTimeout(500);
  const users = await shown(page);
  if (rate === 1) {
    print('follow-up users listed', users, 'users', '≥ 3000');
    print(`DOM nodes with ${users} users`, await domNodes(page), 'nodes', '≤ 2500');
  }
  await printFirstRender(page, {
    what: `${users} users`,
    mark: 'vls-followup-users:rows-painted',
    resource: /\/v1\/document\/users/,
    rate,
  });
  await page.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: 240_000 });
  await installTimer(page);
  const header = page.getByRole('table').getByRole('button', { name: 'Namn' });
  for (let i = 0; i < 10; i++) {
    await header.click();
    await page.waitForTimeout(100);
  }
  const sortTimes = await takeTimes(page);
  print(
    atRate(`sort ${users} users click-to-paint p95`, rate),
    p95(sortTimes).toFixed(1),
    'ms',
    '100 ms',
  );
  await context.close();
}

await runBench('vls', async (bench) => {
  await bench.control({ scale: SCALE, reset: true });
  for (const rate of RATES) await run(bench, rate);
});
