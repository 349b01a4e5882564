// Recipient-group list benchmarks (issue 12): first render of the list of every district at a
// large data scale (about 650 groups), filter keystroke-to-paint, and DOM size of the table.
/* global document, HTMLInputElement, MutationObserver, requestAnimationFrame -- code run in the page */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 5380 + Math.floor(Math.random() * 9));
const BASE = `http://localhost:${PORT}`;
const NS = 'bench-groupadmin';
const SCALE = 50;
const RUNS = 7;
const ADMIN = 'a1f3c2d4-0004-4000-a000-000000000004';
const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-groupadmin-'));

const print = (metric, value, unit, budget) =>
  console.log(`bench groupadmin ${metric}: ${value} ${unit} (budget ${budget})`);

/** A group administrator in every district (the mock does not check signatures). */
function token() {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: ADMIN,
    userId: ADMIN,
    userName: 'magek',
    name: 'Magnus Ek',
    defaultDistrictId: 4,
    role: 'useradmin',
    access: [
      { name: 'MESSAGE_GROUP_ADMIN', districts: ['*'] },
      { name: 'MESSAGE_SEND', districts: ['*'] },
    ],
    iat: now,
    nbf: now,
    exp: now + 24 * 3600,
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function run(browser) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addCookies([{ name: 'pp-mock-ns', value: NS, url: BASE }]);
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
  await page.goto(`${BASE}/?token=${encodeURIComponent(token())}#/message/groupadmin`);
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
    `first render of ${total} groups after data arrives`,
    Math.round(median(renders)),
    `ms (median of ${RUNS} loads, ${Math.round(Math.min(...renders))}–${Math.round(Math.max(...renders))} ms)`,
    'none in the spec; a figure',
  );

  const times = await page.evaluate(async () => {
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
  });
  const sorted = [...times].sort((a, b) => a - b);
  print(
    'filter keystroke to paint',
    Math.round(sorted[Math.floor(sorted.length / 2)]),
    `ms median, p95 ${Math.round(sorted[Math.ceil(sorted.length * 0.95) - 1])} ms (${times.length} keystrokes)`,
    'none in the spec; a figure',
  );
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  print('DOM nodes with the whole list', nodes, 'elements', 'rows outside the view not rendered');
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
  await control({ reset: true, scale: SCALE });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  await run(browser);
} finally {
  await browser?.close();
  vite.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
