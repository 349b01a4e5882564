// Equipment register benchmarks (issue 13): first render of 5,000 checks after the data arrives,
// sort click to paint (p95), DOM elements while scrolling. Figures, not a pass/fail test.
/* global document, requestAnimationFrame, MutationObserver -- code run in the page */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 5380 + Math.floor(Math.random() * 9));
const BASE = `http://localhost:${PORT}`;
const NS = 'bench-equipment';
const RENDER_RUNS = 7;
const USER_ID = 'a1f3c2d4-0004-4000-a000-000000000004';
const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-equipment-'));

const print = (metric, value, unit, budget) =>
  console.log(`bench equipment ${metric}: ${value} ${unit} (budget ${budget})`);

function token() {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: USER_ID,
    userId: USER_ID,
    userName: 'magek',
    name: 'Magnus Ek',
    employeeNumber: '20004',
    defaultDistrictId: 4,
    role: 'useradmin',
    access: [{ name: 'VEHICLE_CHECKLIST_ADMIN', districts: [4, 14, 17, 19] }],
    iat: now,
    nbf: now,
    exp: now + 16 * 3600,
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
const dayKey = (offsetDays) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    Date.now() + offsetDays * 86_400_000,
  );

async function run(browser) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addCookies([{ name: 'pp-mock-ns', value: NS, url: BASE }]);
  // 60 days of Skåne: more than a page, so the first page holds 5,000 checks. The observer
  // notes when the first row of checks enters the page; the paint follows in that frame.
  await context.addInitScript(
    ([key, range]) => {
      sessionStorage.setItem(key, range);
      new MutationObserver((_, observer) => {
        if (!document.querySelector('table.data tbody tr[data-index]')) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => performance.mark('equipment:rows-painted'), 0),
        );
      }).observe(document, { childList: true, subtree: true });
    },
    [`pp.equipment.dates.${USER_ID}`, JSON.stringify({ from: dayKey(-60), to: dayKey(0) })],
  );
  const page = await context.newPage();
  const painted = () =>
    page.waitForFunction(
      () => performance.getEntriesByName('equipment:rows-painted').length > 0,
      null,
      { timeout: 60_000 },
    );
  // Warm the dev server's module graph once so that transform time is not measured.
  await page.goto(`${BASE}/?token=${encodeURIComponent(token())}#/equipmentRegister/verify`);
  await painted();
  const renders = [];
  for (let i = 0; i < RENDER_RUNS; i++) {
    await page.reload();
    await painted();
    renders.push(
      await page.evaluate(() => {
        const at = performance.getEntriesByName('equipment:rows-painted')[0].startTime;
        const arrived = Math.max(
          ...performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/api/Admin/checklist'))
            .map((e) => e.responseEnd),
        );
        return at - arrived;
      }),
    );
  }
  const rows = await page.evaluate(
    () => Number(document.querySelector('table.data')?.getAttribute('aria-rowcount') ?? 1) - 1,
  );
  print(
    `first render of ${rows} checks after data arrives`,
    Math.round(percentile(renders, 50)),
    `ms (median of ${RENDER_RUNS} loads, ${Math.round(Math.min(...renders))}–${Math.round(Math.max(...renders))} ms; JSON, validation, sort, render)`,
    '≤ 100 ms',
  );

  // Each click at the start of a frame, timed until that frame has painted (React renders a
  // click's update at once). Every sortable column, both ways, twice: first sorts included.
  const times = await page.evaluate(async () => {
    const buttons = [...document.querySelectorAll('table.data th button')];
    const click = (button) =>
      new Promise((resolve) =>
        requestAnimationFrame(() => {
          const t0 = performance.now();
          button.click();
          setTimeout(() => resolve(performance.now() - t0), 0);
        }),
      );
    const out = [];
    for (let round = 0; round < 2; round++)
      for (const button of buttons) {
        out.push(await click(button));
        out.push(await click(button));
      }
    return out;
  });
  print(
    'sort click to paint p95',
    percentile(times, 95).toFixed(1),
    `ms (${times.length} clicks, max ${Math.max(...times).toFixed(1)} ms)`,
    '≤ 16 ms',
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
  print(`DOM elements with ${rows} checks (max while scrolling)`, nodes, 'elements', '≤ 1000');
  await context.close();
}

const vite = spawn('node_modules/.bin/vite', ['--port', String(PORT), '--strictPort'], {
  env: {
    ...process.env,
    MOCK_DATA_DIR: dataDir,
    NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
    // Production-mode pre-bundles must not end up in the cache `npm start` uses.
    VITE_CACHE_DIR: 'node_modules/.vite-bench',
  },
  stdio: 'ignore',
});
let browser;
try {
  await waitForServer();
  await fetch(`${BASE}/mock/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `pp-mock-ns=${NS}` },
    body: JSON.stringify({ reset: true }),
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  // Timings are only comparable on an idle machine: say how busy this one was.
  console.log(
    `bench equipment machine: load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
  );
  await run(browser);
} finally {
  await browser?.close();
  vite.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
