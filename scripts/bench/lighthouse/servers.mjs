// The production setup of the production journeys (playwright.prod.config.ts), for the
// Lighthouse bench: the built portal behind nginx (scripts/prod/nginx.sh), the mock backend on its
// own origin with a fresh world, and the OpenID provider. Ports and folders are the bench's own.
//
//   PROD_PORT (8280)  PROD_MOCK_PORT (5280)  PROD_OIDC_PORT (5290)  PROD_DIST (dist)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const PORTAL_PORT = Number(process.env.PROD_PORT ?? 8280);
const MOCK_PORT = Number(process.env.PROD_MOCK_PORT ?? 5280);
const OIDC_PORT = Number(process.env.PROD_OIDC_PORT ?? 5290);
export const PORTAL = `http://localhost:${PORTAL_PORT}`;
const MOCK = `http://localhost:${MOCK_PORT}`;
const OIDC = `http://localhost:${OIDC_PORT}`;

async function waitFor(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`bench lighthouse: ${url}: its server stopped`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await sleep(500);
  }
  throw new Error(`bench lighthouse: ${url} did not answer`);
}

/** Starts the three servers; gives a function that stops them. */
export async function startProduction() {
  const children = [];
  const stop = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
  process.on('exit', stop);
  // Errors show (the provider's only say it is a development setup on Node 20).
  const start = (args, env, errors = 'inherit') => {
    const child = spawn(args[0], args.slice(1), {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', errors],
    });
    children.push(child);
    return child;
  };
  const data = `test-results/lighthouse-mock-data-${PORTAL_PORT}`;
  rmSync(data, { recursive: true, force: true });
  const mock = start(['node', 'scripts/mock-server.mjs'], {
    MOCK_PORT: String(MOCK_PORT),
    MOCK_ALLOWED_ORIGINS: PORTAL,
    MOCK_DATA_DIR: data,
  });
  const oidc = start(
    ['node', 'scripts/prod/oidc-server.mjs'],
    { OIDC_PORT: String(OIDC_PORT), PORTAL_ORIGIN: PORTAL },
    'ignore',
  );
  const nginx = start(['bash', 'scripts/prod/nginx.sh'], {
    PROD_PORT: String(PORTAL_PORT),
    MOCK_ORIGIN: MOCK,
    OIDC_ORIGIN: OIDC,
    PROD_DIST: process.env.PROD_DIST ?? 'dist',
    PROD_SITE_DIR: `test-results/lighthouse-site-${PORTAL_PORT}`,
  });
  try {
    await waitFor(`${MOCK}/mock/idp/.well-known/openid-configuration`, mock);
    await waitFor(`${OIDC}/.well-known/openid-configuration`, oidc);
    await waitFor(`${PORTAL}/version.json`, nginx);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
