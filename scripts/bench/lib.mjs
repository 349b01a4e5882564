// Shared pieces of the feature benchmarks (scripts/bench/*.mjs; this file is not a bench itself:
// scripts/bench.mjs skips it). By default a bench measures the production build: dist/ (built by
// `npm run bench`, or here when missing) served statically with a config.json that points every
// host at the standalone mock server (`npm run mock:server`) on its own origin, as deployed.
// BENCH_DEV=1 measures against the Vite dev server (React's development build, mock in-process).
//
//   BENCH_PORT        first port to try (the portal; the mock server takes the next free one)
//   BENCH_DEV=1       dev server instead of the production build
//   BENCH_BUILD=1     rebuild dist/ before measuring (otherwise only when dist/ is missing)
//   BENCH_RATES=1,4   CPU throttling rates the table benches run at (default both)
//   BENCH_DIST=dir    another build to serve (e.g. one built with --minify false to profile)
/* global window -- init scripts run in the page */
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';

export const DEV = process.env.BENCH_DEV === '1';
/** CPU throttling rates of the table benches (issue 16: thin clients, 4×). */
export const RATES = (process.env.BENCH_RATES ?? '1,4').split(',').map(Number).filter(Boolean);
const DIST = resolve(process.env.BENCH_DIST ?? 'dist');

/** `bench <feature> <metric>: <value> <unit> (budget …)`. */
export const printer = (feature) => (metric, value, unit, budget) =>
  console.log(`bench ${feature} ${metric}: ${value} ${unit} (budget ${budget})`);

/** A metric's name at a throttling rate: unchanged at 1×, "… at 4× CPU" otherwise. */
export const atRate = (metric, rate) => (rate === 1 ? metric : `${metric} at ${rate}× CPU`);

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export const median = (values) => percentile(values, 50);
export const spread = (values) =>
  `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms`;

/** An unsigned JWT (the mock backend does not check signatures) with these claims. */
export function token(claims, { issuedMs = Date.now(), hours = 16 } = {}) {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const iat = Math.floor(issuedMs / 1000);
  const body = { sub: claims.userId, iat, nbf: iat, exp: iat + hours * 3600, ...claims };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(body)}.${Buffer.from('bench').toString('base64url')}`;
}

/** A free port from BENCH_PORT on (or a random one in 5300–5399). */
export async function freePort(from) {
  const start = from ?? Number(process.env.BENCH_PORT ?? 5300 + Math.floor(Math.random() * 90));
  for (let port = start; port < start + 100; port++) {
    const free = await new Promise((r) => {
      const server = createNetServer()
        .once('error', () => r(false))
        .listen(port, () => server.close(() => r(true)));
    });
    if (free) return port;
  }
  throw new Error(`bench: no free port from ${start}`);
}

async function waitFor(url, what) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`bench: ${what} did not start (${url})`);
}

/** The hosts of the portal's configuration (src/lib/config.ts, HOSTS). */
function configHosts() {
  const source = readFileSync('src/lib/config.ts', 'utf8');
  const list = /export const HOSTS = \[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('bench: HOSTS not found in src/lib/config.ts');
  return [...list.matchAll(/'(\w+)'/g)].map((m) => m[1]);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** dist/ as a web server serves it, with this config.json (the deploy's, per environment). */
function staticSite(port, config) {
  const configJson = JSON.stringify(config);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/config.json') {
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
      res.end(configJson);
      return;
    }
    let file = normalize(join(DIST, path === '/' ? 'index.html' : path));
    if (!file.startsWith(DIST) || !existsSync(file) || !statSync(file).isFile())
      file = join(DIST, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((r) => server.listen(port, () => r(server)));
}

/**
 * Starts what the bench measures. Production (default): dist/ on `base`, the mock server on
 * `api`. BENCH_DEV=1: the Vite dev server on `base` with the mock backend in it (`api` = base).
 * `control(body, path)` posts to the mock's control endpoint of the bench's namespace.
 */
export async function startPortal(feature) {
  const dataDir = mkdtempSync(join(tmpdir(), `pp-bench-${feature}-`));
  const children = [];
  let site = null;
  const port = await freePort();
  let base = `http://localhost:${port}`;
  let api = base;
  // The dev server keeps one namespace per bench (a cookie); the mock server is the bench's
  // own, so its default namespace is (the portal on another origin sends no cookie to it).
  const ns = DEV ? `bench-${feature}` : null;
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => (site ? site.close(r) : r()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (DEV) {
      children.push(
        spawn('node_modules/.bin/vite', ['--port', String(port), '--strictPort'], {
          env: {
            ...process.env,
            MOCK_DATA_DIR: dataDir,
            // As the benches always ran on the dev server: React's production build pre-bundled
            // (BENCH_NODE_ENV=development for the development build).
            NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
            VITE_CACHE_DIR: 'node_modules/.vite-bench',
          },
          stdio: 'ignore',
        }),
      );
      await waitFor(`${base}/`, 'vite');
    } else {
      if (process.env.BENCH_BUILD === '1' || !existsSync(join(DIST, 'index.html')))
        execFileSync(
          'node_modules/.bin/vite',
          ['build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'error'],
          { stdio: 'inherit' },
        );
      const mockPort = await freePort(port + 1);
      api = `http://localhost:${mockPort}`;
      children.push(
        spawn('node', ['scripts/mock-server.mjs'], {
          env: {
            ...process.env,
            MOCK_PORT: String(mockPort),
            MOCK_ALLOWED_ORIGINS: base,
            MOCK_DATA_DIR: dataDir,
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      );
      const config = {
        environment: 'bench',
        mock: false,
        hosts: Object.fromEntries(
          configHosts().map((h) => [
            h,
            h === 'info' ? `${api}/mock/info/portal/info.json` : `${api}/mock/${h}`,
          ]),
        ),
      };
      site = await staticSite(port, config);
      base = `http://localhost:${port}`;
      await waitFor(`${api}/mock/idp/.well-known/openid-configuration`, 'the mock server');
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const [load] = loadavg();
  const built = DEV ? '' : ` built ${statSync(join(DIST, 'index.html')).mtime.toISOString()}`;
  console.log(
    `bench ${feature} mode: ${DEV ? `dev server (BENCH_DEV=1, NODE_ENV=${process.env.BENCH_NODE_ENV ?? 'production'})` : `production build (dist/${built} served statically, mock server on its own origin)`}; load average ${load.toFixed(1)} on ${cpus().length} cores`,
  );

  async function control(body, path = '/mock/__control') {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(ns ? { cookie: `pp-mock-ns=${ns}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`bench: ${path}: ${response.status}`);
    return response.json();
  }
  /** A browser context at the portal (namespace cookie in dev mode; long tasks recorded). */
  async function newContext(browser, options = {}) {
    const context = await browser.newContext({
      viewport: { width: 1920, height: 1080 },
      ...options,
    });
    if (ns) await context.addCookies([{ name: 'pp-mock-ns', value: ns, url: base }]);
    await context.addInitScript(recordLongTasks);
    return context;
  }
  /** The portal's address of a route with a token handed over (`/?token=…#/route`). */
  const url = (route, jwt) => `${base}/?token=${encodeURIComponent(jwt)}#${route}`;
  return { base, api, control, newContext, url, stop };
}

/** Debian's Chromium, headless. */
export function launchBrowser(args = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', ...args],
  });
}

/** Starts the portal and a browser, runs `body`, and always stops both. */
export async function runBench(feature, body, { browserArgs } = {}) {
  const portal = await startPortal(feature);
  let browser;
  try {
    browser = await launchBrowser(browserArgs);
    await body({ browser, ...portal });
  } finally {
    await browser?.close();
    await portal.stop();
  }
}

/** Throttles the page's CPU (Chrome DevTools Protocol); stays set across reloads. */
export async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** Init script: every long task (> 50 ms) of the page, kept in window.__longTasks. */
function recordLongTasks() {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* not supported */
  }
}

/** Runs `fn` (which does its own page.evaluate) and returns the longest task while it ran. */
export async function longestTaskDuring(page, fn) {
  const from = await page.evaluate(() => performance.now());
  const result = await fn();
  const to = await page.evaluate(() => performance.now());
  // A long task is reported after it ends: give the observer a frame to deliver.
  const longest = await page.evaluate(
    ([a, b]) =>
      new Promise((r) =>
        setTimeout(
          () =>
            r(
              Math.max(
                0,
                ...window.__longTasks
                  .filter((t) => t.start + t.duration >= a && t.start <= b)
                  .map((t) => t.duration),
              ),
            ),
          100,
        ),
      ),
    [from, to],
  );
  return { result, longest };
}

/** Prints the longest task while typing (or clicking) at a rate: none over 50 ms (issue 16). */
export function printLongest(print, what, longest, rate) {
  print(
    atRate(`longest task while ${what}`, rate),
    Math.round(longest),
    longest === 0 ? 'ms (no task over 50 ms)' : 'ms',
    '≤ 50 ms',
  );
}
