import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: the README's pictures of the main screens, light and dark, taken in
 * Debian's Chromium against the built portal and its mock backend, as the journeys are
 * (SHOTS_DIR, default docs/screenshots). Not part of `npm test`: it asserts nothing a user
 * relies on.
 */
export default defineConfig({
  ...base,
  testDir: './scripts/screenshots',
  testIgnore: [],
  outputDir: 'test-results/screenshots',
  reporter: [['list']],
  workers: 1,
  projects: [{ name: 'stockholm', use: { timezoneId: 'Europe/Stockholm' } }],
});
