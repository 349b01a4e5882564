/* global window, document, requestAnimationFrame -- page.evaluate callbacks run in the browser */
// Documents (VLS) benchmarks (issue 4): the follow-up with every district at data scale 12
// (about 2,400 documents and 3,300 users), the filter's keystroke-to-paint time (p95), the DOM
// size of the virtualized lists, and a sort click-to-paint on the user list. Measured on the
// production build (the static demo build: same code, mock backend in the browser), since React's
// development build adds several times the work to every render.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const SCALE = 12;
const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-vls-'));

const print = (metric, value, unit, budget) =>
  console.log(`bench vls ${metric}: ${value} ${unit} (budget ${budget})`);

/** A free port in 5300-5399 (ports are shared with other runs). */
async function freePort() {
  const start = Number(process.env.BENCH_PORT ?? 5300 + Math.floor(Math.random() * 90));
  for (let port = start; port < 5400; port++) {
    const free = await new Promise((resolve) => {
      const server = createServer()
        .once('error', () => resolve(false))
        .listen(port, () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 5300-5399');
}

/** The demo administrator's claims (every DOC access in every district). */
function token() {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const id = 'a1f3c2d4-0004-4000-a000-000000000004';
  const claims = {
    sub: id,
    userId: id,
    userName: 'magek',
    name: 'Magnus Ek',
    employeeNumber: '20004',
    defaultDistrictId: 4,
    role: 'useradmin',
    access: ['DOC_TOREAD', 'DOC_READ_ALL', 'DOC_FOLLOWUP', 'DOC_UPLOAD'].map((name) => ({
      name,
      districts: ['*'],
    })),
    iat: now,
    nbf: now,
    exp: now + 16 * 3600,
  };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.${Buffer.from('bench').toString('base64url')}`;
}

async function waitForServer(base) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('vite did not start');
}

const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
};

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
const domNodes = (page) => page.evaluate(() => document.getElementsByTagName('*').length);
const shown = async (page) => {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /^Visar \d+ av \d+$/ })
    .first()
    .textContent();
  return Number(/av (\d+)/.exec(text)[1]);
};

const port = await freePort();
const base = `http://localhost:${port}`;
const outDir = join(dataDir, 'dist');
execFileSync(
  'node_modules/.bin/vite',
  ['build', '--mode', 'demo', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
  { stdio: 'inherit' },
);
const vite = spawn(
  'node_modules/.bin/vite',
  ['preview', '--mode', 'demo', '--outDir', outDir, '--port', String(port), '--strictPort'],
  { stdio: 'ignore' },
);
let browser;
try {
  await waitForServer(base);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/?token=${token()}#/vls/followupReadingRecipt`);
  await page
    .getByRole('heading', { name: 'Uppföljning av läskvitton' })
    .waitFor({ timeout: 60_000 });
  // The mock backend runs in the page (service worker): scale its data, then load again.
  const scaled = await page.evaluate(
    (scale) =>
      fetch('/mock/__control', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ scale, reset: true }),
      }).then((r) => r.json()),
    SCALE,
  );
  if (scaled.scale !== SCALE) throw new Error(`control: ${JSON.stringify(scaled)}`);
  await page.waitForTimeout(1000); // the mock saves its state to localStorage
  await page.reload();
  await page
    .getByRole('heading', { name: 'Uppföljning av läskvitton' })
    .waitFor({ timeout: 60_000 });
  await page.getByRole('checkbox', { name: 'Alla distrikt' }).check();
  await page.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const documents = await shown(page);
  print('follow-up documents listed', documents, 'documents', '≥ 2000');
  print(`DOM nodes with ${documents} documents`, await domNodes(page), 'nodes', '≤ 2500');

  // Filter keystroke to paint: type, then erase, one key at a time.
  const filter = page.getByRole('searchbox', { name: 'Filtrera' });
  await filter.focus();
  await installTimer(page);
  for (const round of [0, 1, 2, 3]) {
    for (const key of 'rutin') await page.keyboard.press(key).then(() => page.waitForTimeout(100));
    for (let i = 0; i < 5; i++)
      await page.keyboard.press('Backspace').then(() => page.waitForTimeout(100));
    if (round === 0) await takeTimes(page); // warm-up round
  }
  const keyTimes = await takeTimes(page);
  if (process.env.VLS_VERBOSE) console.log(keyTimes.map(Math.round).join(' '));
  print('filter keystroke-to-paint p95', p95(keyTimes).toFixed(1), 'ms', '16.7 ms, one frame');

  // The user view with every district: about 3,000 users.
  await page.getByRole('radio', { name: 'Per användare' }).check();
  await page.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const users = await shown(page);
  print('follow-up users listed', users, 'users', '≥ 3000');
  print(`DOM nodes with ${users} users`, await domNodes(page), 'nodes', '≤ 2500');
  await installTimer(page);
  const header = page.getByRole('table').getByRole('button', { name: 'Namn' });
  for (let i = 0; i < 10; i++) {
    await header.click();
    await page.waitForTimeout(100);
  }
  const sortTimes = await takeTimes(page);
  print(`sort ${users} users click-to-paint p95`, p95(sortTimes).toFixed(1), 'ms', '100 ms');
} finally {
  await browser?.close();
  vite.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
