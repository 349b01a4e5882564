// Traffic message list benchmarks (issue 11): 2,000 threads in a day — first render after the
// data arrives, sort click to paint (p95), DOM nodes. The day's list is answered by the bench
// itself (synthetic threads with updates), the rest by the mock backend. Like the other feature
// benches it runs against the dev server, i.e. React's development build: a profile shows most
// of a sort click there in React's dev-only prop diffing of the 2,000-row list
// (addObjectDiffToProperties), which production builds do not have.
/* global document, requestAnimationFrame -- code run in the page */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 5380 + Math.floor(Math.random() * 9));
const BASE = `http://localhost:${PORT}`;
const NS = 'bench-message';
const THREADS = 2000;
const RENDER_RUNS = 7;
const SORT_CLICKS = 24;
const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-message-'));

const print = (metric, value, unit, budget) =>
  console.log(`bench message ${metric}: ${value} ${unit} (budget ${budget})`);

function token() {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const id = 'a1f3c2d4-0003-4000-a000-000000000003';
  const claims = {
    sub: id,
    userId: id,
    userName: 'karsjo',
    name: 'Karin Sjöberg',
    employeeNumber: '20003',
    defaultDistrictId: 4,
    role: 'dispatcher',
    access: [{ name: 'MESSAGE_SEND', districts: [4, 5, 17] }],
    iat: now,
    nbf: now,
    exp: now + 16 * 3600,
  };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.${Buffer.from('bench').toString('base64url')}`;
}

/** 2,000 threads of today: a root each, every third with two updates, some HTML bodies. */
function threads() {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
  const at = (minutes) =>
    `${day}T${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  const out = [];
  let id = 10_000;
  for (let i = 0; i < THREADS; i++) {
    const rootId = id++;
    const start = (i * 7) % 1200;
    const message = (ID, ParentID, minutes, subject) => ({
      ID,
      ParentID,
      DistrictID: [4, 5, 17][i % 3],
      Subject: subject,
      Body:
        i % 5 === 0
          ? `<p>Signalfel vid <strong>plats ${i}</strong>. Tågen kör med nedsatt hastighet.</p>`
          : `Signalfel vid plats ${i}. Förseningar på 10–20 minuter kan förekomma.`,
      Created: at(minutes),
      ValidFrom: at(minutes),
      ValidTo: at(Math.min(minutes + 180, 1439)),
      Number: i + 1,
      To: [1 + (i % 12)],
      CustomData: [{ Key: 'districtId', Value: 4 }],
      UserRead: null,
      UserChecked: null,
      ReadReceipt: false,
      HTML: i % 5 === 0,
      SystemID: 2,
      TypeID: 1,
      SenderUserID: 'x',
    });
    out.push(message(rootId, 1, start, `Händelse ${String(i).padStart(4, '0')} mellan A och B`));
    if (i % 3 === 0)
      for (let u = 1; u <= 2; u++)
        out.push(message(id++, rootId, start + u * 20, `Uppdatering ${u}`));
  }
  return out;
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

const server = spawn('node_modules/.bin/vite', ['--port', String(PORT), '--strictPort'], {
  env: { ...process.env, MOCK_DATA_DIR: dataDir },
  stdio: 'ignore',
});
let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addCookies([{ name: 'pp-mock-ns', value: NS, url: BASE }]);
  const body = JSON.stringify(threads());
  await context.route('**/mock/msg/message/filter**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  const page = await context.newPage();
  await page.goto(`${BASE}/?token=${encodeURIComponent(token())}#/message`);
  const painted = () =>
    page.waitForFunction(
      () => performance.getEntriesByName('message:rows-painted').length > 0,
      null,
      { timeout: 60_000 },
    );
  await painted();
  const renders = [];
  for (let i = 0; i < RENDER_RUNS; i++) {
    await page.reload();
    await painted();
    renders.push(
      await page.evaluate(() => {
        const mark = performance.getEntriesByName('message:rows-painted')[0].startTime;
        const arrived = Math.max(
          ...performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/message/filter'))
            .map((e) => e.responseEnd),
        );
        return mark - arrived;
      }),
    );
  }
  const shown = await page.evaluate(
    () => document.querySelector('.message-list [role="status"]')?.textContent,
  );
  print(
    `first render of ${THREADS} threads after data arrives`,
    Math.round(percentile(renders, 50)),
    `ms (median of ${RENDER_RUNS} loads, ${Math.round(Math.min(...renders))}–${Math.round(Math.max(...renders))} ms, ${shown})`,
    '≤ 100 ms',
  );
  print(
    'DOM nodes',
    await page.evaluate(() => document.querySelectorAll('*').length),
    'nodes',
    '≤ 1,000',
  );

  // A sort click is timed from the click (at the start of a frame) until the frame after the
  // re-sorted rows were committed has painted.
  const clicks = await page.evaluate(async (count) => {
    const headers = [...document.querySelectorAll('thead th button')];
    const frame = () =>
      new Promise((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));
    const times = [];
    for (let i = 0; i < count; i++) {
      const button = headers[i % headers.length];
      await frame();
      const t0 = performance.now();
      button.click();
      times.push((await frame()) - t0);
    }
    return times;
  }, SORT_CLICKS);
  print(
    'sort click to paint',
    Math.round(percentile(clicks, 95) * 10) / 10,
    `ms p95 (${SORT_CLICKS} clicks, median ${Math.round(percentile(clicks, 50) * 10) / 10} ms)`,
    '≤ 16 ms',
  );
  print(
    'DOM nodes after sorting',
    await page.evaluate(() => document.querySelectorAll('*').length),
    'nodes',
    '≤ 1,000',
  );
} finally {
  await browser?.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
