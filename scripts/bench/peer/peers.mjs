// npm run bench -- --peers (issue 36): the four heaviest screens rendered by the portal and by a
// peer, AG Grid Community (scripts/bench/peer/main.mjs), from the same answers in the same browser
// and run, timed alternately (portal, peer, floor; pair after pair) at each CPU rate. Per sample:
// first render after the answers arrived (their end → the mark after the first frame with rows),
// a filter keystroke to the paint of the filtered rows, a sort click to the paint of the sorted
// rows, each the median over the sample's keystrokes or clicks. Prints per screen and rate the
// median ratio portal ÷ peer of the pairs with their p25–p75, and portal ÷ floor for the first
// render (floor: JSON.parse of the same bytes and one empty frame).
//
//   BENCH_PAIRS=10            pairs per screen and rate
//   BENCH_RATES=1,4           CPU throttling rates (lib.mjs)
//   BENCH_SCREENS=inchecking,staff,message,equipment
/* global document, window */
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  RATES,
  clickTimes,
  firstRenders,
  freePort,
  percentile,
  runBench,
  throttle,
  waitForMark,
} from '../lib.mjs';
import { SCREENS, portalContext as openPortal } from './portal-screens.mjs';
import { peerServer } from './peer-server.mjs';
import { printTable } from './peer-table.mjs';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 10);
const NAMES = (process.env.BENCH_SCREENS ?? Object.keys(SCREENS).join(','))
  .split(',')
  .filter((name) => SCREENS[name]);
/** Typed a letter at a time and erased, in the portal's field and in the peer's quick filter. */
const WORDS = ['Lind', '104'];
/** The first sortable columns, each clicked twice (one way, then the other). */
const SORT_ORDER = [0, 0, 1, 1, 2, 2];
const PEER_MARK = 'peer:rows-painted';
const PEER_SORT = {
  buttons: '.peer-sortable .ag-header-cell-label',
  watch: '.ag-grid-scrolling-rows',
};
const PEER_FILTER = { input: '#quick', watch: '.ag-grid-scrolling-rows' };

const outDir = join(tmpdir(), 'pp-bench-peer');
console.log('bench peers: building the peer page (AG Grid Community) …');
execFileSync(
  'node_modules/.bin/vite',
  ['build', '--config', 'scripts/bench/peer/vite.config.mjs', '--outDir', outDir],
  { stdio: 'inherit' },
);

/** Keystroke to the paint of the filtered rows (or to the next paint if they did not change). */
const keystrokes = (page, { input, watch }) =>
  page
    .evaluate(
      async ([inputSelector, watchSelector, words]) => {
        const out = await window.__bench.typeWords(document.querySelector(inputSelector), words, {
          watch: document.querySelector(watchSelector),
        });
        return out.map((m) => m.list ?? m.next);
      },
      [input, watch, WORDS],
    )
    .then((times) => {
      if (process.env.BENCH_DEBUG)
        console.log(`bench peers keystrokes ${input}:`, times.map(Math.round).join(' '));
      return times;
    });

/** One sample of a side: a reload, its first render, keystrokes and sort clicks (medians). */
async function sample(page, side) {
  await page.bringToFront();
  const [render] = await firstRenders(page, { ...side, runs: 1, timeout: 120_000 });
  const key = side.filter ? percentile(await keystrokes(page, side.filter), 50) : null;
  const sort = side.sort
    ? percentile(
        await clickTimes(page, side.sort.buttons, SORT_ORDER, { watch: side.sort.watch }),
        50,
      )
    : null;
  return { render, key, sort };
}

async function screenRun(bench, peer, name) {
  const screen = SCREENS[name];
  const { context: portalContext, body } = await openPortal(bench, screen);
  const portal = await portalContext.newPage();
  const requests = [];
  portal.on('request', (r) => screen.resource.test(r.url()) && requests.push(r));
  // A first load warms the caches and shows which answers the screen reads.
  await portal.goto(bench.url(screen.route, screen.jwt()));
  await waitForMark(portal, screen.mark, 120_000);
  const answers = body
    ? [body]
    : await Promise.all(
        requests.map(async (r) => {
          const { authorization } = await r.allHeaders();
          return (await fetch(r.url(), { headers: { authorization } })).text();
        }),
      );
  peer.answers.set(name, answers);
  const mb = answers.reduce((sum, a) => sum + Buffer.byteLength(a), 0) / 1024 / 1024;

  // Each page in a context (a window) of its own: a second tab of a window is hidden, and a
  // hidden page's frames and timers are held back.
  const peerContext = await bench.newContext(bench.browser);
  const floorContext = await bench.newContext(bench.browser);
  const grid = await peerContext.newPage();
  const floor = await floorContext.newPage();
  for (const page of [grid, floor])
    page.on('pageerror', (error) => console.log(`bench peers ${name}: peer page error`, error));
  const at = (mode) => `${peer.base}/?screen=${name}&answers=${answers.length}&mode=${mode}`;
  await grid.goto(at('grid'));
  await floor.goto(at('floor'));
  await Promise.all([waitForMark(grid, PEER_MARK), waitForMark(floor, PEER_MARK)]);
  const rows = await grid.evaluate(() => window.__peerRows);
  console.log(
    `bench peers ${name}: ${answers.length} answer(s), ${mb.toFixed(1)} MB, ${rows} rows in the peer`,
  );

  const resource = /\/answer\//;
  const sides = {
    portal: { page: portal, mark: screen.mark, resource: screen.resource, ...screen },
    peer: {
      page: grid,
      mark: PEER_MARK,
      resource,
      filter: screen.filter && PEER_FILTER,
      sort: screen.sort && PEER_SORT,
    },
    floor: { page: floor, mark: PEER_MARK, resource, filter: null, sort: null },
  };
  const results = [];
  for (const rate of RATES) {
    const cdps = await Promise.all([portal, grid, floor].map((p) => throttle(p, rate)));
    // One round unmeasured: caches and compiled code at this rate.
    for (const side of Object.values(sides)) await sample(side.page, side);
    const pairs = [];
    for (let i = 0; i < PAIRS; i++) {
      const pair = {};
      for (const [key, side] of Object.entries(sides)) pair[key] = await sample(side.page, side);
      pairs.push(pair);
      const f = (s) =>
        [s.render, s.key, s.sort].map((v) => (v === null ? '–' : Math.round(v))).join('/');
      console.log(
        `bench peers ${name} ${rate}× pair ${i + 1}/${PAIRS}: render/key/sort ms portal ${f(pair.portal)}, peer ${f(pair.peer)}, floor ${Math.round(pair.floor.render)}`,
      );
    }
    results.push({ name, title: screen.title, rate, pairs });
    await Promise.all(cdps.map((cdp) => cdp.detach()));
  }
  await portalContext.close();
  await peerContext.close();
  await floorContext.close();
  return results;
}

const peer = await peerServer(await freePort(), outDir);
try {
  await runBench('peers', async (bench) => {
    const results = [];
    for (const name of NAMES) results.push(...(await screenRun({ ...bench }, peer, name)));
    printTable(results);
  });
} finally {
  await peer.close();
}
