// npm run bench -- --lighthouse: Lighthouse (desktop preset) on every route that has a page
// declaration (scripts/bench/lighthouse/routes.mjs), against the production setup of the
// production journeys: the built portal (PROD_DIST, default dist/) behind nginx, the mock backend
// on its own origin and the OpenID provider (lighthouse/servers.mjs). Signed in once through the
// provider's login form, as the administrator (who may open every page); every route is then
// measured in that same tab, its session storage kept. Prints performance, accessibility and best
// practices per route (goal 100 each), what keeps a route below, and writes each report to
// test-results/lighthouse-<port>/. Needs Debian's Chromium (scripts/ensure-chromium.sh) and nginx
// (scripts/prod/ensure-nginx.sh).
//
//   BENCH_ROUTES=/me,/message   only these routes (as declared, `:param` included)
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktop from 'lighthouse/core/config/desktop-config.js';
import { isSignedIn, launch, linksOn, signIn, visit } from './lighthouse/browser.mjs';
import { declaredRoutes, fillRoutes } from './lighthouse/routes.mjs';
import { PORTAL, PORTAL_PORT, startProduction } from './lighthouse/servers.mjs';
import { findings, scores } from './lighthouse/findings.mjs';

const USER = 'admin';
const only = process.env.BENCH_ROUTES?.split(',');
const declared = await declaredRoutes();
const routes = declared.filter((r) => !only || only.includes(r));
const out = `test-results/lighthouse-${PORTAL_PORT}`;
mkdirSync(out, { recursive: true });

const stop = await startProduction();
const browser = await launch();
let failed = 0;
try {
  const page = await browser.newPage();
  const user = await signIn(page, PORTAL, USER);
  // The values of parameters come from the links the portal's own pages show.
  const links = [];
  const withParams = routes.some((r) => r.includes(':'));
  for (const route of withParams ? declared.filter((r) => !r.includes(':')) : []) {
    await visit(page, PORTAL, route);
    links.push(...(await linksOn(page)));
  }
  const config = {
    ...desktop,
    settings: {
      ...desktop.settings,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    },
  };
  const rows = [];
  const filled = fillRoutes(declared, links, { userid: user.employee.userId }).filter((r) =>
    routes.includes(r.route),
  );
  for (const { route, path, missing } of filled) {
    if (missing) {
      console.log(`bench lighthouse ${route}: no link gives :${missing.join(', :')}; not measured`);
      failed++;
      continue;
    }
    const lhr = await measure(`${PORTAL}/#${path}`, config, page);
    if (!lhr || lhr.runtimeError) {
      console.log(
        `bench lighthouse ${route}: failed (${lhr?.runtimeError?.message ?? 'no result'})`,
      );
      failed++;
      continue;
    }
    // A page measured signed out (the session lost) would be the sign-in page's figures.
    if (!(await isSignedIn(page))) {
      console.log(`bench lighthouse ${route}: signed out after the run; not counted`);
      failed++;
      continue;
    }
    const slug = route.replace(/^\//, '').replace(/[/:]+/g, '_') || 'front-page';
    writeFileSync(`${out}/${slug}.json`, JSON.stringify(lhr));
    rows.push({ route, path, ...scores(lhr), findings: findings(lhr) });
    console.log(`bench lighthouse ${route}: measured`);
  }
  print(rows);
} finally {
  await browser.close();
  stop();
}
process.exit(failed ? 1 : 0);

/** One Lighthouse run; once more when it could not record the load (NO_NAVSTART and the like). */
async function measure(url, config, page) {
  let lhr;
  for (let attempt = 0; attempt < 2 && (!lhr || lhr.runtimeError); attempt++)
    lhr = (await lighthouse(url, { logLevel: 'error' }, config, page))?.lhr;
  return lhr;
}

function print(rows) {
  const width = Math.max(...rows.map((r) => r.route.length), 5);
  const cell = (n) => String(n).padStart(5);
  console.log(`\nbench lighthouse: desktop preset, production (nginx, mock and OpenID provider on`);
  console.log(`their own origins), signed in as ${USER}; goal 100 / 100 / 100`);
  console.log(`${'route'.padEnd(width)}  perf  a11y  best`);
  for (const r of rows)
    console.log(
      `${r.route.padEnd(width)} ${cell(r.performance)} ${cell(r.accessibility)} ${cell(r.bestPractices)}`,
    );
  const perfect = rows.filter((r) => r.findings.length === 0).length;
  console.log(`bench lighthouse: ${perfect} of ${rows.length} routes at 100 / 100 / 100`);
  for (const r of rows.filter((row) => row.findings.length > 0)) {
    console.log(`\n${r.route}${r.path !== r.route ? ` (${r.path})` : ''}:`);
    for (const line of r.findings) console.log(`  ${line}`);
  }
}
