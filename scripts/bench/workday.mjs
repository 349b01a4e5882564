// Workday benchmarks (issue 10): the position list with 3,000 positions in one district — first
// render after the data arrives, search keystroke to next paint, DOM size while scrolling — and
// the calendar's first render (five weeks of duties with their activities).
/* global document, HTMLInputElement, MutationObserver, requestAnimationFrame -- code run in the page */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 5380 + Math.floor(Math.random() * 9));
const BASE = `http://localhost:${PORT}`;
const NS = 'bench-workday';
const DUTIES = 3000;
const RENDER_RUNS = 7;
const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-workday-'));

const print = (metric, value, unit, budget) =>
  console.log(`bench workday ${metric}: ${value} ${unit} (budget ${budget})`);

/** The driver Anna Lindqvist's token (ROSTER_OWN in Skåne); the mock does not check signatures. */
function token() {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const id = 'a1f3c2d4-0001-4000-a000-000000000001';
  const claims = {
    sub: id,
    userId: id,
    userName: 'annlin',
    name: 'Anna Lindqvist',
    employeeNumber: '20001',
    defaultDistrictId: 4,
    role: 'driver',
    access: [{ name: 'ROSTER_OWN', districts: [4] }],
    iat: now,
    nbf: now,
    exp: now + 12 * 3600,
  };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.${Buffer.from('bench').toString('base64url')}`;
}

async function control(body) {
  const response = await fetch(`${BASE}/mock/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `pp-mock-ns=${NS}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control: ${response.status}`);
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('vite did not start');
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const spread = (values) =>
  `median of ${values.length} loads, ${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms`;

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

async function positionList(browser, jwt) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addCookies([{ name: 'pp-mock-ns', value: NS, url: BASE }]);
  const page = await context.newPage();
  // Warm the server (module graph, the two days' duties) once; that load is not measured.
  await page.goto(`${BASE}/?token=${encodeURIComponent(jwt)}#/workday/positionlist`);
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
    'position list first render after data arrives',
    Math.round(percentile(renders, 50)),
    `ms (${spread(renders)}; ${await counted()} at the default time)`,
    '≤ 100 ms',
  );

  // Every position of the day: time 00:00.
  const time = page.getByRole('textbox', { name: 'Tid' });
  await time.fill('0');
  await time.blur();
  await page.getByRole('textbox', { name: 'Tid' }).and(page.locator('[value="00:00"]')).waitFor();
  const all = await counted();

  // As in the check-in bench: each keystroke at the start of a frame, timed to that frame's
  // paint; the (deferred) filtered list timed to the paint after its commit.
  const { times, lists } = await page.evaluate(async () => {
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
    return { times: out.map(([t]) => t), lists: out.map(([, l]) => l).filter((l) => l !== null) };
  });
  print(
    'search keystroke to next paint p95',
    percentile(times, 95).toFixed(1),
    `ms (${times.length} keystrokes; ${all})`,
    '≤ 16 ms',
  );
  print(
    'search keystroke to filtered list painted p95',
    percentile(lists, 95).toFixed(1),
    `ms (${lists.length} keystrokes that changed the list)`,
    'informative',
  );

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
  await context.close();
}

async function calendar(browser, jwt) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addCookies([{ name: 'pp-mock-ns', value: NS, url: BASE }]);
  const page = await context.newPage();
  const load = async (first) => {
    if (first) await page.goto(`${BASE}/?token=${encodeURIComponent(jwt)}#/workday/calendar`);
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
    `ms (${spread(renders)}; upper bound: measured after the weeks appeared; ${nodes} DOM elements)`,
    'informative',
  );
  await context.close();
}

const vite = spawn('node_modules/.bin/vite', ['--port', String(PORT), '--strictPort'], {
  env: {
    ...process.env,
    MOCK_DATA_DIR: dataDir,
    NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
    VITE_CACHE_DIR: 'node_modules/.vite-bench',
  },
  stdio: 'ignore',
});
let browser;
try {
  await waitForServer();
  await control({ reset: true, dutiesPerDay: DUTIES });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const jwt = token();
  await positionList(browser, jwt);
  await calendar(browser, jwt);
} finally {
  await browser?.close();
  vite.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
