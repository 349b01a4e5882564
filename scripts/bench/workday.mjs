// Workday benchmarks (issue 10; issue 16 at 4× CPU): the position list with 3,000 positions in
// one district — first render after the data arrives, search keystroke to next paint and the
// longest task while typing, DOM size while scrolling — and the calendar's first render (five
// weeks of duties with their activities).
/* global document, HTMLInputElement, MutationObserver, requestAnimationFrame -- code run in the page */
import {
  RATES,
  atRate,
  longestTaskDuring,
  percentile,
  printLongest,
  printer,
  runBench,
  spread,
  throttle,
  token,
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

/** Time from the last position answer to the first painted rows, after a (warm) reload. */
async function loadPositions(page) {
  await page.reload();
  await page.waitForFunction(
    () => performance.getEntriesByName('workday:rows-painted').length > 0,
    null,
    { timeout: 120_000 },
  );
  return page.evaluate(() => {
    const painted = performance.getEntriesByName('workday:rows-painted')[0].startTime;
    const arrived = Math.max(
      ...performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/roster/position'))
        .map((e) => e.responseEnd),
    );
    return painted - arrived;
  });
}

async function positionList({ browser, newContext, url }, rate) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await throttle(page, rate);
  // Warm the server (the two days' duties) and the browser once; that load is not measured.
  await page.goto(url('/workday/positionlist', jwt));
  await page.waitForFunction(
    () => performance.getEntriesByName('workday:rows-painted').length > 0,
    null,
    { timeout: 180_000 },
  );
  const renders = [];
  for (let i = 0; i < RENDER_RUNS; i++) renders.push(await loadPositions(page));
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
  // paint; the (deferred) filtered list timed to the paint after its commit.
  const {
    result: { times, lists },
    longest,
  } = await longestTaskDuring(page, () =>
    page.evaluate(async () => {
      const input = document.querySelector('input[type="search"]');
      const count = [...document.querySelectorAll('[role="status"]')].find((e) =>
        /positioner$/.test(e.textContent ?? ''),
      );
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const frame = () =>
        new Promise((r) =>
          requestAnimationFrame(() => {
            const at = performance.now();
            setTimeout(() => r(at), 0);
          }),
        );
      const type = (value) =>
        new Promise((resolve) =>
          requestAnimationFrame(() => {
            const before = count.textContent;
            let changedAt = null;
            const observer = new MutationObserver(() => (changedAt ??= performance.now()));
            observer.observe(count, { childList: true, characterData: true, subtree: true });
            const t0 = performance.now();
            set.call(input, value);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            const changedInHandler = count.textContent !== before;
            setTimeout(async () => {
              const next = performance.now() - t0;
              let list = changedInHandler ? next : null;
              for (let i = 0; i < 30 && list === null; i++) {
                const frameAt = await frame();
                if (changedAt !== null && changedAt < frameAt && count.textContent !== before)
                  list = performance.now() - t0;
              }
              observer.disconnect();
              resolve([next, list]);
            }, 0);
          }),
        );
      const words = ['Anna Lindqvist', 'M12', 'Lokförare', '1042', 'Tågvärd', 'Sjö', '200'];
      const out = [];
      for (const word of words) {
        for (let i = 1; i <= word.length; i++) out.push(await type(word.slice(0, i)));
        for (let i = word.length - 1; i >= 0; i--) out.push(await type(word.slice(0, i)));
      }
      return {
        times: out.map(([t]) => t),
        lists: out.map(([, l]) => l).filter((l) => l !== null),
      };
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
    const nodes = await page.evaluate(async () => {
      const scroller = document.querySelector('.table-scroll');
      let max = document.getElementsByTagName('*').length;
      for (const part of [0.25, 0.5, 1]) {
        scroller.scrollTop = scroller.scrollHeight * part;
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
        max = Math.max(max, document.getElementsByTagName('*').length);
      }
      return max;
    });
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
