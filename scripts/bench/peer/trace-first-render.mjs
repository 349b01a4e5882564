// Where a screen's first render goes (issue 36's trace-led steps): loads one of the peer bench's
// portal screens at a CPU rate, records a Chromium trace of each load, and sums, between the end
// of the screen's answer and its rows-painted mark, the main thread's time by kind (style, layout,
// paint, script, GC) and script by function (self time, top 15: `decode` is TextDecoder's, and
// JSON.parse counts as its caller's).
//
//   npm run bench -- --trace <inchecking|staff|message|equipment>
//   BENCH_RATES=1 (default 4; the first rate named is used)   BENCH_RUNS=5 (loads)
//   TRACE_TOP=15 (functions listed); BENCH_DIST=<an unminified build> names them
import { RATES, median, runBench, throttle, waitForMark } from '../lib.mjs';
import { SCREENS, portalContext } from './portal-screens.mjs';

const name = process.argv[2];
const screen = SCREENS[name];
if (!screen) throw new Error(`trace: name one of ${Object.keys(SCREENS).join(', ')}`);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** 4× (a thin client) unless BENCH_RATES names another: its first rate. */
const rate = process.env.BENCH_RATES ? RATES[0] : 4;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
].join(',');

/** The `main` thread's time between `from` and `to` (trace µs), by kind, in ms. */
function summarise(events, from, to, main) {
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const within = own.filter((e) => e.ts >= from && e.ts + (e.dur ?? 0) <= to);
  const sum = (pred) => within.filter(pred).reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
  const kinds = {
    tasks: sum((e) => e.name === 'RunTask'),
    style: sum((e) => e.name === 'UpdateLayoutTree' || e.name === 'RecalculateStyles'),
    layout: sum((e) => e.name === 'Layout'),
    'pre-paint': sum((e) => e.name === 'PrePaint'),
    paint: sum((e) => e.name === 'Paint' || e.name === 'PaintImage'),
    layerize: sum((e) => e.name === 'Layerize' || e.name === 'UpdateLayer'),
    'script (FunctionCall/EvaluateScript)': sum(
      (e) =>
        e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.callFunction',
    ),
    gc: sum((e) => /GC|Scavenge|MarkCompact|MinorMS/.test(e.name)),
  };
  // Self time by function from the sampled profile (ProfileChunk events).
  const nodes = new Map();
  const self = new Map();
  // The main thread's profile (workers have their own), its chunks by the profile's id.
  const profile = events.find(
    (x) => x.name === 'Profile' && x.pid === main.pid && x.tid === main.tid,
  );
  let t = profile?.args?.data?.startTime ?? 0;
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.id === profile?.id)) {
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      t += deltas[i];
      if (t < from || t > to) continue;
      const f = nodes.get(samples[i])?.callFrame;
      if (!f) continue;
      const key = `${f.functionName || '(anonymous)'} ${(f.url ?? '').split('/').pop()}:${f.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
    }
  }
  return { kinds, self };
}

await runBench(`trace-${name}`, async (bench) => {
  const { context } = await portalContext(bench, screen);
  const page = await context.newPage();
  await page.goto(bench.url(screen.route, screen.jwt()));
  await waitForMark(page, screen.mark, 120_000);
  await throttle(page, rate);
  const totals = new Map();
  const selfTotals = new Map();
  const renders = [];
  for (let run = 0; run < RUNS; run++) {
    await bench.browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.reload();
    await waitForMark(page, screen.mark, 120_000);
    const [arrivedMs, paintedMs, originUs] = await page.evaluate(
      ([mark, source]) => {
        const pattern = new RegExp(source);
        const arrived = Math.max(
          ...performance
            .getEntriesByType('resource')
            .filter((e) => pattern.test(e.name))
            .map((e) => e.responseEnd),
        );
        return [arrived, performance.getEntriesByName(mark)[0].startTime, performance.timeOrigin];
      },
      [screen.mark, screen.resource.source],
    );
    const trace = JSON.parse((await bench.browser.stopTracing()).toString());
    const events = trace.traceEvents ?? trace;
    // The mark's trace timestamp anchors page time to trace time.
    const markEvent = events.find((e) => e.name === screen.mark && e.cat?.includes('user_timing'));
    const offset = markEvent ? markEvent.ts - paintedMs * 1000 : null;
    if (offset === null)
      throw new Error(`trace: no ${screen.mark} in the trace (origin ${originUs})`);
    // The page's main thread is the one that made the mark (a trace may hold other renderers).
    const main = { pid: markEvent.pid, tid: markEvent.tid };
    const { kinds, self } = summarise(
      events,
      offset + arrivedMs * 1000,
      offset + paintedMs * 1000,
      main,
    );
    renders.push(paintedMs - arrivedMs);
    for (const [k, v] of Object.entries(kinds)) totals.set(k, [...(totals.get(k) ?? []), v]);
    for (const [k, v] of self) selfTotals.set(k, (selfTotals.get(k) ?? 0) + v);
  }
  console.log(
    `trace ${screen.title} at ${rate}×: first render ${renders.map(Math.round).join(', ')} ms (median ${Math.round(median(renders))})`,
  );
  for (const [k, v] of totals)
    console.log(
      `  ${k.padEnd(38)} median ${median(v).toFixed(1)} ms  (${v.map((x) => x.toFixed(0)).join(', ')})`,
    );
  console.log('  script self time by function (mean per load):');
  for (const [k, v] of [...selfTotals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TRACE_TOP ?? 15)))
    console.log(`    ${(v / RUNS).toFixed(1).padStart(6)} ms  ${k}`);
});
