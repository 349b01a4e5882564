import { defineConfig } from '@playwright/test';

/** End-to-end journeys in Debian's Chromium against `npm start` (mock backend). */
const PORT = Number(process.env.E2E_PORT ?? 5174);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder: keep it apart from the other runners' results.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'sv-SE',
    // A zone other than Stockholm's: the portal must show Swedish time anyway.
    timezoneId: 'America/Los_Angeles',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node_modules/.bin/vite --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { MOCK_DATA_DIR: 'test-results/playwright-mock-data' },
  },
});
