// Connections benchmarks (issue 14): from choosing a place to departures painted after both
// services' answers arrive (budget ≤ 100 ms), and requests while the tab is hidden (budget 0).
// The route's JS size is printed by scripts/bench.mjs (budget ≤ 50 KB gzip).
/* global document, window -- code run in the page */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 5380 + Math.floor(Math.random() * 9));
const BASE = `http://localhost:${PORT}`;
const NS = 'bench-connections';
const RUNS = 9;
const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-connections-'));
/** Stations of district 4, each searched once by its signature (nothing cached). */
const PLACES = ['M', 'HB', 'HM', 'LU', 'CR', 'Y', 'TB', 'LKR', 'ÄL', 'HÖ'];

const print = (metric, value, unit, budget) =>
  console.log(`bench connections ${metric}: ${value} ${unit} (budget ${budget})`);

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
    access: [{ name: 'DOC_TOREAD', districts: [4] }],
    iat: now,
    nbf: now,
    exp: now + 24 * 3600,
  };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.${Buffer.from('bench').toString('base64url')}`;
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

async function newPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'pp-mock-ns', value: NS, url: BASE }]);
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
  await page.waitForFunction(
    () => performance.getEntriesByName('connections:departures-painted').length > 0,
    null,
    { timeout: 60_000 },
  );
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

async function paintAfterAnswers(browser, jwt) {
  const { context, page } = await newPage(browser);
  await page.goto(`${BASE}/?token=${encodeURIComponent(jwt)}#/connections`);
  await page.getByRole('region', { name: 'Huvudstationer' }).waitFor({ timeout: 60_000 });
  await choose(page, PLACES[0]); // warm-up (module graph, first render)
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await choose(page, PLACES[i + 1]));
  const times = runs.map((r) => r.ms);
  print(
    'choose a place → departures painted after both answers',
    Math.round(percentile(times, 50)),
    `ms (median of ${RUNS}, ${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))} ms, ${Math.min(...runs.map((r) => r.rows))}–${Math.max(...runs.map((r) => r.rows))} rows)`,
    '≤ 100 ms',
  );
  await context.close();
}

async function hiddenTab(browser, jwt) {
  const { context, page } = await newPage(browser);
  await page.clock.install();
  const requests = [];
  // API calls only (the dev server also serves the page's modules).
  page.on('request', (r) => {
    if (r.url().includes('/mock/')) requests.push(r.url());
  });
  await page.goto(`${BASE}/?token=${encodeURIComponent(jwt)}#/connections`);
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
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const jwt = token();
  await paintAfterAnswers(browser, jwt);
  await hiddenTab(browser, jwt);
} finally {
  await browser?.close();
  vite.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
