// npm run bench — builds, prints the gzip size of the JavaScript each route loads (start bundle and
// lazy chunks) against the budgets, then runs every feature benchmark in scripts/bench/ against
// that build (dist/ served statically, the mock server on its own origin; BENCH_DEV=1: against
// the dev server instead; see scripts/bench/lib.mjs). `npm run bench -- --peers` builds and runs
// only the comparison with AG Grid Community (scripts/bench/peer/peers.mjs); `-- --lighthouse`
// only Lighthouse on every declared route in the production setup (scripts/bench/lighthouse.mjs);
// `-- --trace <screen>` where one of the peer bench's screens spends its first render.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { bundleFigures, describe, failures, gzipSizer, readManifest } from './build/budgets.mjs';

console.log('bench: building the production bundle …');
execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });

// --peers: only the same-run comparison with AG Grid Community (scripts/bench/peer/peers.mjs).
if (process.argv.includes('--peers')) {
  const run = spawnSync('node', ['scripts/bench/peer/peers.mjs'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

// --lighthouse: only Lighthouse on every route, in production (scripts/bench/lighthouse.mjs).
if (process.argv.includes('--lighthouse')) {
  const run = spawnSync('node', ['scripts/bench/lighthouse.mjs'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

// --trace <screen>: where one peer-bench screen's first render goes, from Chromium traces
// (scripts/bench/peer/trace-first-render.mjs; BENCH_RATES' first rate, BENCH_RUNS loads).
const trace = process.argv.indexOf('--trace');
if (trace !== -1) {
  const screen = process.argv[trace + 1] ?? '';
  const run = spawnSync('node', ['scripts/bench/peer/trace-first-render.mjs', screen], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}

// The budgets and the route table are scripts/build/budgets.mjs, which `npm test` holds too.
const { lines, lazy } = bundleFigures(readManifest('dist'), gzipSizer('dist'));
for (const line of [...lines, ...lazy]) console.log(`bench bundle ${describe(line)}`);
let failed = failures(lines).length;
console.log(`bench bundle: ${failed === 0 ? 'all within budget' : `${failed} over budget`}`);

const dir = 'scripts/bench';
const scripts = existsSync(dir)
  ? readdirSync(dir)
      // lib.mjs holds what the benches share; it is not a bench.
      .filter((f) => f.endsWith('.mjs') && f !== 'lib.mjs')
      .sort()
  : [];
for (const script of scripts) {
  console.log(`\nbench: ${script}`);
  const run = spawnSync('node', [join(dir, script)], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.log(`bench ${script}: failed (exit ${run.status})`);
    failed++;
  }
}
process.exit(failed > 0 ? 1 : 0);
