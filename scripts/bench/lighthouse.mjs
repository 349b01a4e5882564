// Lighthouse (desktop) against the production build behind nginx, with the mock backend on its
// own origin: performance, accessibility and best practices of the front page and /vls/mydocs
// (goal 100 each). Uses the dist/ that `npm run bench` has just built; Lighthouse 12.8.2 is run
// with npx (it cannot live in package.json: see TOOLCHAIN), Debian's Chromium as the browser.
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { tsLoader } from '../prod/load-ts.mjs';

const PORTAL = 8280;
const MOCK = 5280;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const children = [];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stop);

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await sleep(500);
  }
  throw new Error(`bench lighthouse: ${url} did not answer`);
}

const env = {
  ...process.env,
  MOCK_PORT: String(MOCK),
  MOCK_ALLOWED_ORIGINS: `http://localhost:${PORTAL}`,
  MOCK_DATA_DIR: 'test-results/lighthouse-mock-data',
  PROD_PORT: String(PORTAL),
  MOCK_ORIGIN: `http://localhost:${MOCK}`,
  PROD_SITE_DIR: 'test-results/lighthouse-site',
};
children.push(spawn('node', ['scripts/mock-server.mjs'], { env, stdio: 'ignore' }));
children.push(spawn('bash', ['scripts/prod/nginx.sh'], { env, stdio: 'ignore' }));
await waitFor(`http://localhost:${MOCK}/mock/idp/.well-known/openid-configuration`);
await waitFor(`http://localhost:${PORTAL}/version.json`);

const ts = await tsLoader();
const { DEMO_USERS, demoClaims } = await ts.load('/mocks/seed/demo-users.ts');
const { signMockJwt } = await ts.load('/mocks/lib/jwt.ts');
const admin = DEMO_USERS.find((u) => u.key === 'admin');
const token = signMockJwt(demoClaims(admin));
await ts.close();

const pages = { 'front page': '/', '/vls/mydocs': '/vls/mydocs' };
let failed = 0;
for (const [name, path] of Object.entries(pages)) {
  const url = `http://localhost:${PORTAL}/?token=${token}#${path}`;
  const run = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      '--preset=desktop',
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  if (run.status !== 0) {
    console.log(`bench lighthouse ${name}: failed (${run.stderr.trim().split('\n').at(-1)})`);
    failed++;
    continue;
  }
  const report = JSON.parse(run.stdout);
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  console.log(
    `bench lighthouse ${name}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')} (goal 100 each)`,
  );
}
stop();
process.exit(failed ? 1 : 0);
