import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, in two builds (no browser is downloaded here). The journeys run in
 * `chromium-headless-shell`, the browser without its window and tab strip, which Playwright
 * itself prefers for headless runs: about a quarter faster on a 2-core machine. What needs the
 * full browser (its PDF viewer) runs in `chromium`. HEADLESS_SHELL_PATH and CHROMIUM_PATH point
 * at other builds.
 */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const HEADLESS_SHELL: LaunchOptions = {
  executablePath: process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ARGS,
};

export const FULL_CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
};
