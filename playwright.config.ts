import { defineConfig } from '@playwright/test';
import { HEADLESS_SHELL } from './tests/browsers';
import type { MockProfileOption } from './tests/fixtures';
import { SPEC_PROFILE_JOURNEYS } from './tests/spec-profile-journeys';

/** End-to-end journeys in Debian's Chromium (tests/browsers.ts) against the built portal and the mock. */
const PORT = Number(process.env.E2E_PORT ?? 5174);
// Two runs side by side (two worktrees' helpers, or a bench) keep apart by port: each builds into and
// reports to its own folder, and its mock keeps its own state.
const RUN_DIR = PORT === 5174 ? '' : `-${PORT}`;
const E2E_DIST = `test-results/dist-e2e${RUN_DIR}`;

export default defineConfig<{ mockProfile: MockProfileOption }>({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  // The production journeys have their own config (playwright.prod.config.ts).
  testIgnore: 'prod/**',
  // Playwright empties its output folder: keep it apart from the other runners' results.
  outputDir: `test-results/playwright${RUN_DIR}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // On CI (2 cores, the whole suite at once) a journey that runs out of time is tried once more,
  // as Playwright's own CI setup does; the summary names every test that needed it (flaky), so
  // a slow journey is seen and mended, not hidden. A test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // Two workers, each with a browser, beside the preview server and its mock on 2 cores: a
  // journey that takes 20 s alone can take twice that while an axe sweep runs beside it.
  timeout: 60_000,
  // A read retried twice after a 5xx, or an axe sweep beside it, can outlast 7 s on a busy 2-core
  // machine; a check that holds passes as soon as it holds, so the margin costs nothing.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-results${RUN_DIR}.json` }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'sv-SE',
    trace: 'retain-on-failure',
    launchOptions: HEADLESS_SHELL,
  },
  // The suite runs in Stockholm, and every journey that shows or works out a day or a time runs
  // again in a zone six hours behind it (the portal shows Swedish time wherever the browser is).
  projects: [
    { name: 'stockholm', use: { timezoneId: 'Europe/Stockholm' } },
    {
      name: 'new-york',
      use: { timezoneId: 'America/New_York' },
      // The whole suite runs here too (issue 15), but for the axe sweeps: axe reads roles,
      // names, contrast and layout, which no time zone changes, and they are the slowest part
      // of the suite (every route and dialog in two themes, and again in forced colours, and
      // every control's hovered, focused, pressed and opened states).
      testIgnore: [
        'prod/**',
        'a11y-routes.spec.ts',
        'a11y-contrast.spec.ts',
        'a11y-shell.spec.ts',
        'a11y-states.spec.ts',
      ],
    },
    // Issue 33: every journey that writes, and those of the staff overview and the position list,
    // again against the mock's `spec` profile (each test's namespace switched by the fixture):
    // reads with only the spec's fields, writes answered in any shape the spec leaves open.
    {
      name: 'spec-profile',
      testMatch: SPEC_PROFILE_JOURNEYS.map((file) => `**/${file}`),
      use: { timezoneId: 'Europe/Stockholm', mockProfile: 'spec' },
    },
  ],
  // The journeys run against the built portal (`vite build --mode development`: production React,
  // the mock's settings) served by `vite preview` with the mock backend beside it, as a user's
  // browser would load it: a handful of chunks per page instead of the dev server's hundreds of
  // module requests, which on a 2-core CI machine made the suite two and a half times slower.
  // E2E_SERVER=dev runs them against the dev server (`npm start`) instead.
  webServer: {
    command:
      process.env.E2E_SERVER === 'dev'
        ? `node_modules/.bin/vite --port ${PORT} --strictPort`
        : `node_modules/.bin/vite build --mode development --outDir ${E2E_DIST} --emptyOutDir ` +
          `--logLevel error && node_modules/.bin/vite preview --outDir ${E2E_DIST} ` +
          `--port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/mock/idp/.well-known/openid-configuration`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      MOCK_DATA_DIR: `test-results/playwright-mock-data${RUN_DIR}`,
      // MOCK_PROFILE=spec: every namespace of the run answers as the spec profile does.
      ...(process.env.MOCK_PROFILE ? { MOCK_PROFILE: process.env.MOCK_PROFILE } : {}),
    },
  },
});
