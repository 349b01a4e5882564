// Recipient-group list benchmarks (issue 12): first render of the list of every district at a
// large data scale (about 650 groups), filter keystroke-to-paint and the longest task while
// typing (also at 4× CPU, issue 16), and DOM size of the table.
/* global document, HTMLInputElement, MutationObserver, requestAnimationFrame -- code run in the page */
import {
  RATES,
  atRate,
  longestTaskDuring,
  median,
  printLongest,
  printer,
  runBench,
  spread,
  throttle,
  token,
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
  // Every district ticked; the moment the row count first shows is recorded.
  await context.addInitScript((admin) => {
    sessionStorage.setItem(`pp.groupadmin.districts.${admin}`, '[1,2,3,4,5,17,19]');
    new MutationObserver((_, observer) => {
      if (
        /^Visar \d+ av \d+$/.test(document.querySelector('main [role="status"]')?.textContent ?? '')
      ) {
        requestAnimationFrame(() => setTimeout(() => performance.mark('groups:painted'), 0));
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, ADMIN);
  const page = await context.newPage();
  await throttle(page, rate);
  await page.goto(url('/message/groupadmin', jwt));
  const painted = () =>
    page.waitForFunction(() => performance.getEntriesByName('groups:painted').length > 0, null, {
      timeout: 60_000,
    });
  await painted();
  const renders = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    await page.reload();
    await painted();
    const figures = await page.evaluate(() => {
      const at = performance.getEntriesByName('groups:painted')[0].startTime;
      const arrived = Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => /\/Recipientgroup$/i.test(new URL(e.name).pathname))
          .map((e) => e.responseEnd),
      );
      const count = /av (\d+)/.exec(document.querySelector('main [role="status"]').textContent);
      return { ms: at - arrived, total: Number(count?.[1] ?? 0) };
    });
    renders.push(figures.ms);
    total = figures.total;
  }
  print(
    atRate(`first render of ${total} groups after data arrives`, rate),
    Math.round(median(renders)),
    `ms (median of ${RUNS} loads, ${spread(renders)})`,
    'none in the spec; a figure',
  );

  const { result: times, longest } = await longestTaskDuring(page, () =>
    page.evaluate(async () => {
      const input = document.querySelector('main input[type="search"]');
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const type = (value) =>
        new Promise((resolve) =>
          requestAnimationFrame(() => {
            const t0 = performance.now();
            set.call(input, value);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
          }),
        );
      const out = [];
      for (const word of ['Personal Malmö', 'Skåne', 'trafikinfo', 'Kalmar Lok']) {
        for (let i = 1; i <= word.length; i++) out.push(await type(word.slice(0, i)));
        for (let i = word.length - 1; i >= 0; i--) out.push(await type(word.slice(0, i)));
      }
      return out;
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
