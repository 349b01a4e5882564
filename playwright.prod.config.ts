import { defineConfig } from '@playwright/test';
import { FULL_CHROMIUM } from './tests/browsers';

/**
 * Production journeys: the built portal (dist/) behind Debian's nginx with deploy/nginx.conf,
 * its config.json pointing at the mock backend on its own origin (npm run mock:server) and at a
 * real OpenID provider (oidc-provider). Nothing shares an origin, as in production.
 */
const PORTAL = Number(process.env.PROD_PORT ?? 8080);
const MOCK = Number(process.env.PROD_MOCK_PORT ?? 5180);
const OIDC = Number(process.env.PROD_OIDC_PORT ?? 5190);
const portalOrigin = `http://localhost:${PORTAL}`;
// A run on its own ports (PROD_PORT set) keeps its own site, mock data and results, so that two
// runs on one machine do not clear each other's. The journeys read the site's nginx logs.
const tag = process.env.PROD_PORT ? `-${PORTAL}` : '';
const SITE = process.env.PROD_SITE_DIR ?? `test-results/prod-site${tag}`;
process.env.PROD_SITE_DIR = SITE;

export default defineConfig({
  testDir: './tests/prod',
  testMatch: '**/*.spec.ts',
  outputDir: `test-results/playwright-prod${tag}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-prod-results${tag}.json` }]],
  use: {
    baseURL: portalOrigin,
    locale: 'sv-SE',
    trace: 'retain-on-failure',
    launchOptions: FULL_CHROMIUM,
  },
  // Every journey runs in Stockholm and in a zone six hours behind it, as the dev-server suite
  // does. One after the other: both share one mock world, and a journey picks what the one
  // before it left (the next unread document, the next duty nobody has checked in).
  projects: [
    { name: 'stockholm', use: { timezoneId: 'Europe/Stockholm' } },
    {
      name: 'new-york',
      use: { timezoneId: 'America/New_York' },
      dependencies: ['stockholm'],
      // Telemetry sends route patterns and durations, which no time zone changes; its capture
      // server listens on the one port the site's CSP names.
      testIgnore: ['telemetry.spec.ts'],
    },
  ],
  webServer: [
    {
      // A fresh mock world for every run.
      command: `rm -rf test-results/prod-mock-data${tag} && node scripts/mock-server.mjs`,
      url: `http://localhost:${MOCK}/mock/idp/.well-known/openid-configuration`,
      env: {
        MOCK_PORT: String(MOCK),
        MOCK_ALLOWED_ORIGINS: portalOrigin,
        MOCK_DATA_DIR: `test-results/prod-mock-data${tag}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node scripts/prod/oidc-server.mjs',
      url: `http://localhost:${OIDC}/.well-known/openid-configuration`,
      env: { OIDC_PORT: String(OIDC), PORTAL_ORIGIN: portalOrigin },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'bash scripts/prod/nginx.sh',
      url: `${portalOrigin}/version.json`,
      env: {
        PROD_PORT: String(PORTAL),
        MOCK_ORIGIN: `http://localhost:${MOCK}`,
        OIDC_ORIGIN: `http://localhost:${OIDC}`,
        PROD_DIST: process.env.PROD_DIST ?? 'dist',
        PROD_SITE_DIR: SITE,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
