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
/* global window, document, HTMLInputElement, MutationObserver, requestAnimationFrame -- init scripts run in the page */
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

/**
 * A free port from BENCH_PORT on (or a random one in 5300–5399). Probed on every address (closed
 * at once), so that a port held on 127.0.0.1 or on ::1 counts as taken.
 */
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
  // This machine only: the bench's copy of the build is nobody else's to read.
  return new Promise((r) => server.listen(port, '127.0.0.1', () => r(server)));
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
    process.off('SIGTERM', interrupted).off('SIGINT', interrupted);
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => (site ? site.close(r) : r()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A bench stopped from outside takes its mock server (or dev server) with it: a server left
  // behind would hold its port and answer the next bench's portal.
  const interrupted = (signal) => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGTERM', interrupted).once('SIGINT', interrupted);
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
    `bench ${feature} mode: ${DEV ? `dev server (BENCH_DEV=1, NODE_ENV=${process.env.BENCH_NODE_ENV ?? 'production'})` : `production build (dist/${built} served statically, mock server on its own origin)`}; load average ${load.toFixed(1)} on ${cpus().length} cores; ${machinePace()}`,
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
    await context.addInitScript(benchMeasures);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => keepNoBodies(await newPage());
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

/**
 * Stops Playwright's DevTools session from keeping a copy of every answer: with the Network domain
 * enabled (Playwright always enables it), Chromium's inspector decodes each text answer into a
 * string on the page's main thread when it has arrived, about 40–70 ms of the 3 MB lists at 4× CPU
 * that no user's browser spends (InspectorNetworkAgent's didFinishLoading). Re-enabling the domain
 * on Playwright's own session with 1-byte buffers keeps nothing, so nothing is decoded; the benches
 * never read an answer's body through Playwright. Reaches into Playwright's in-process server
 * (pinned version, `toImpl`); a bench fails loudly if that changes.
 */
async function keepNoBodies(page) {
  const session = page._connection.toImpl?.(page)?.delegate?._mainFrameSession?._client;
  if (!session) throw new Error('bench: Playwright internals changed (keepNoBodies in lib.mjs)');
  await session.send('Network.enable', { maxTotalBufferSize: 1, maxResourceBufferSize: 1 });
  return page;
}

/**
 * How fast the machine is right now: a fixed piece of work (parsing a 0.4 MB JSON text five
 * times), median of five. A shared host was once half again as slow for a while at a low load
 * average (the same build's staff first render at 4×: 234 → 336 ms); figures near a budget are
 * only worth comparing at a similar pace.
 */
function machinePace() {
  const text = JSON.stringify(
    Array.from({ length: 8000 }, (_, i) => ({ id: i, name: `Förare ${i}`, at: 1_700_000_000 + i })),
  );
  const times = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    for (let i = 0; i < 5; i++) JSON.parse(text);
    times.push(performance.now() - start);
  }
  return `machine pace: ${percentile(times, 50).toFixed(1)} ms for a fixed piece of work (lower is faster)`;
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

/**
 * Init script (every bench context has it): the in-page measuring the benches share, as
 * `window.__bench`. A keystroke or click is done at a moment of a frame and timed until a paint:
 *
 * - `frame()` resolves after the next frame has painted, with the moment its rendering began.
 * - `timed(act, options)` runs `act` at the start of a frame (as Chrome aligns input to frames)
 *   and resolves with `{ next, list }` in ms: `next` is the time until that frame (or, with
 *   `paint: 'next'`, the frame after it) has painted: input handling, React's render and commit,
 *   style, layout, paint. With `watch` (an element whose text shows the list, e.g. its count)
 *   `list` is the time until the frame after the watched text changed has painted (the deferred
 *   list; at most 30 frames, else null), so that no keystroke pays for the one before.
 *   `settleFrames` more frames are let pass before it resolves.
 * - `type(input, value, options)`: `timed` of setting a text field's value as a keystroke does.
 * - `typeWords(input, words, options)`: every word typed a letter at a time, then erased.
 * - `clicks(selector, order, options)`: `timed` clicks on the buttons matching `selector`, by
 *   index in `order` (until one is missing); the `next` times, or with `watch` (a selector) the
 *   `list` times of the element it names (until its changed text has painted).
 * - `maxElements(scroller, parts)`: the most elements in the page while scrolled to each part.
 */
function benchMeasures() {
  const frame = () =>
    new Promise((r) =>
      requestAnimationFrame(() => {
        const at = performance.now();
        setTimeout(() => r(at), 0);
      }),
    );
  const afterPaint = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  // The first task after the frame in which it is called has been rendered: a message posted
  // inside a frame's callback runs once that frame's rendering is done. It is posted before the
  // act (see measure), so that it runs before any task the act makes the page queue: React
  // renders and commits a discrete event's update inside the event and posts a slice of its
  // deferred work then, which runs after the paint and is not part of it. (A timer may run after
  // such tasks too, which timed React's background work as if it came before the paint.)
  const afterThisFrame = (fn) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      fn();
    };
    channel.port2.postMessage(null);
  };
  const measure = (act, { watch, paint = 'this', settleFrames = 0 }) =>
    new Promise((resolve) => {
      const before = watch?.textContent;
      let changedAt = null;
      const observer = watch ? new MutationObserver(() => (changedAt ??= performance.now())) : null;
      observer?.observe(watch, { childList: true, characterData: true, subtree: true });
      let t0 = 0;
      let changedInHandler = false;
      const finish = async () => {
        const next = performance.now() - t0;
        let list = changedInHandler ? next : null;
        for (let i = 0; watch && i < 30 && list === null; i++) {
          const frameAt = await frame();
          if (changedAt !== null && changedAt < frameAt && watch.textContent !== before)
            list = performance.now() - t0;
        }
        observer?.disconnect();
        for (let i = 0; i < settleFrames; i++) await afterPaint();
        resolve({ next, list });
      };
      if (paint !== 'next') afterThisFrame(finish);
      t0 = performance.now();
      act();
      // Changed while the input was handled, or by the render React queued for it as a
      // microtask: before this frame's rendering, so painted in it. This check is queued after
      // React's, so it sees the committed rows.
      queueMicrotask(() => (changedInHandler = watch ? watch.textContent !== before : false));
      if (paint === 'next') requestAnimationFrame(() => afterThisFrame(finish));
    });
  const timed = (act, options = {}) =>
    new Promise((r) => requestAnimationFrame(() => r(measure(act, options))));
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const type = (input, value, options) =>
    timed(() => {
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, options);
  const typeWords = async (input, words, options) => {
    const out = [];
    for (const word of words) {
      for (let i = 1; i <= word.length; i++) out.push(await type(input, word.slice(0, i), options));
      for (let i = word.length - 1; i >= 0; i--)
        out.push(await type(input, word.slice(0, i), options));
    }
    return out;
  };
  const maxElements = async (scroller, parts) => {
    let max = document.getElementsByTagName('*').length;
    for (const part of parts) {
      scroller.scrollTop = scroller.scrollHeight * part;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
      max = Math.max(max, document.getElementsByTagName('*').length);
    }
    return max;
  };
  const clicks = async (selector, order, { watch, ...options } = {}) => {
    const out = [];
    for (const index of order) {
      // Looked up afresh: a click may re-render the buttons (or, toggles, change what matches).
      const button = document.querySelectorAll(selector)[index];
      if (!button) break;
      // With `watch` (a selector), the time until the frame that shows the watched element's
      // new text has painted: a click whose change React deferred is timed until it shows.
      const watched = watch ? document.querySelector(watch) : undefined;
      const m = await timed(() => button.click(), { ...options, watch: watched });
      out.push(watched ? (m.list ?? m.next) : m.next);
    }
    return out;
  };
  window.__bench = { frame, timed, type, typeWords, clicks, maxElements };
}

/** Keystroke figures of `typeWords` in the page: `times` (next paint) and `lists` (when watched). */
export async function typeWords(page, { input, watch = null, words, settleFrames = 0, paint }) {
  const out = await page.evaluate(
    ([inputSelector, watchSelector, list, settle, paintAt]) => {
      const field = document.querySelector(inputSelector);
      const watched = watchSelector
        ? [...document.querySelectorAll(watchSelector.selector)].find((e) =>
            new RegExp(watchSelector.text ?? '').test(e.textContent ?? ''),
          )
        : undefined;
      return window.__bench.typeWords(field, list, {
        watch: watched,
        settleFrames: settle,
        paint: paintAt,
      });
    },
    [input, watch, words, settleFrames, paint],
  );
  return {
    times: out.map((m) => m.next),
    lists: out.map((m) => m.list).filter((l) => l !== null),
  };
}

/** Click-to-paint times of `clicks` in the page (see benchMeasures). */
export const clickTimes = (page, selector, order, options = {}) =>
  page.evaluate(([s, o, opts]) => window.__bench.clicks(s, o, opts), [selector, order, options]);

/** The most elements in the page while its `scroller` is scrolled to each part of its height. */
export const maxElementsWhileScrolling = (page, scroller, parts = [0.25, 0.5, 1]) =>
  page.evaluate(
    ([selector, list]) => window.__bench.maxElements(document.querySelector(selector), list),
    [scroller, parts],
  );

/**
 * Waits until the page has made the performance mark `mark`. Told by a PerformanceObserver, not
 * polled: Playwright's `waitForFunction` runs its check in every animation frame, which keeps the
 * page making frames while it renders (2–4 ms each at 4× CPU, inside the first render measured).
 */
export const waitForMark = (page, mark, timeout = 90_000) =>
  page.evaluate(
    ([name, ms]) =>
      new Promise((resolve, reject) => {
        if (performance.getEntriesByName(name).length > 0) return resolve();
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`bench: no performance mark ${name} within ${ms} ms`));
        }, ms);
        const observer = new PerformanceObserver(() => {
          if (performance.getEntriesByName(name).length === 0) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        observer.observe({ type: 'mark' });
      }),
    [mark, timeout],
  );

/**
 * First render after the data arrives, `runs` times: a reload each, the time from the end of the
 * last answer whose URL matches `resource` (a RegExp) to the mark `mark` (rows painted).
 */
export async function firstRenders(page, { mark, resource, runs, timeout }) {
  const renders = [];
  for (let i = 0; i < runs; i++) {
    await page.reload();
    await waitForMark(page, mark, timeout);
    renders.push(
      await page.evaluate(
        ([name, source, flags]) => {
          const painted = performance.getEntriesByName(name)[0].startTime;
          const pattern = new RegExp(source, flags);
          const arrived = Math.max(
            ...performance
              .getEntriesByType('resource')
              .filter((e) => pattern.test(e.name))
              .map((e) => e.responseEnd),
          );
          return painted - arrived;
        },
        [mark, resource.source, resource.flags],
      ),
    );
  }
  return renders;
}
