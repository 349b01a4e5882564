import type { Page } from '@playwright/test';
import { expect, signIn } from './fixtures';
import type { DemoUser } from '../mocks/seed/demo-users';

/**
 * Every route the portal declares (the features' pages and the external tools' redirects, from
 * `src/app/portal.ts`), read through Vite's module loader: the declarations import SVG icons,
 * which Node alone cannot load.
 */
export async function declaredRoutes(): Promise<string[]> {
  const { tsLoader } = await import('../scripts/prod/load-ts.mjs');
  const ts = await tsLoader();
  try {
    type Entry = { base?: string; path?: string; pages?: { path: string }[] };
    const { PORTAL } = (await ts.load('/src/app/portal.ts')) as { PORTAL: Entry[] };
    const { under } = (await ts.load('/src/lib/pages.ts')) as {
      under: (base: string, path: string) => string;
    };
    const routes = PORTAL.flatMap((entry) =>
      entry.pages ? entry.pages.map((p) => under(entry.base!, p.path)) : [entry.path!],
    );
    return ['/', ...routes];
  } finally {
    await ts.close();
  }
}

/** The external tools' tiles: each has a redirect route (spec 1 §2), all drawn by one page. */
export const EXTERNAL_TILES = [
  '/infrainfo',
  '/events',
  '/traindsso',
  '/traind',
  '/externaltraind',
  '/trapeze',
  '/lostandfound',
  '/yellowvest',
  '/commando',
  '/tempo',
  '/workshop',
  '/multiview',
  '/ecase',
];

export const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** Nothing on the page is loading any more. */
export async function pageSettled(page: Page): Promise<void> {
  await expect(page.locator('.state-loading, [aria-busy="true"]')).toHaveCount(0, {
    timeout: FIRST_LOAD_MS,
  });
}

/**
 * These sweeps open each route once, two of them side by side with axe running: on a busy 2-core
 * machine a route's first load with its reads can outlast the 7 s default.
 */
const FIRST_LOAD_MS = 20_000;

/** The page shows its main heading. */
const headed = (page: Page) =>
  expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: FIRST_LOAD_MS });

type Visit = (page: Page) => Promise<void>;

const open = (page: Page, path: string, user: DemoUser['key'] = 'admin') =>
  signIn(page, user, path);

const at =
  (path: string, user?: DemoUser['key']): Visit =>
  async (page) => {
    await open(page, path, user);
    await headed(page);
  };

/**
 * An external tool's route: the portal says it hands over, and the tool answers 204 (no
 * content), so the browser stays on the portal's page (the tools are not reachable here).
 */
const external =
  (path: string): Visit =>
  async (page) => {
    await page.route(/^https:\/\/[a-z0-9-]+\.mock\.invalid\//, (route) =>
      route.fulfill({ status: 204 }),
    );
    await open(page, path);
    await expect(page.getByRole('link', { name: 'Öppna manuellt' })).toBeVisible();
  };

/** A thread of the message list: its id, from the list's link. */
async function firstThreadId(page: Page): Promise<string> {
  await open(page, '/message');
  const link = page.getByRole('link', { name: /^Öppna/ }).first();
  const href = await link.getAttribute('href');
  const id = href?.match(/message\/(\d+)/)?.[1];
  if (!id) throw new Error(`No thread link: ${href}`);
  return id;
}

/** How each route is reached, keyed by its declared pattern (checked against the declarations). */
export const ROUTE_VISITS: Record<string, Visit> = {
  '/': at('/'),
  '/vls/mydocs': at('/vls/mydocs'),
  '/vls/viewAllDocuments': at('/vls/viewAllDocuments'),
  '/vls/followupReadingRecipt': at('/vls/followupReadingRecipt'),
  '/vls/review/user/:userid': async (page) => {
    await open(page, '/vls/followupReadingRecipt');
    await page.getByRole('radio', { name: 'Per användare' }).check();
    await page.getByRole('searchbox', { name: 'Sök användare' }).fill('Anna Lindqvist');
    await page
      .getByRole('link', { name: /Anna Lindqvist/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Granskning: Anna Lindqvist' })).toBeVisible();
  },
  '/vls/files': at('/vls/files'),
  '/vls/files/upload': at('/vls/files/upload'),
  '/staffoverview/viewAll': at('/staffoverview/viewAll'),
  '/message': at('/message'),
  '/message/to/:userid': at('/message/to/20001'),
  '/message/edit': at('/message/edit'),
  '/message/edit/:messageId': async (page) => {
    await open(page, `/message/edit/${await firstThreadId(page)}`);
    await headed(page);
  },
  '/message/:messageId': async (page) => {
    await open(page, `/message/${await firstThreadId(page)}`);
    await headed(page);
  },
  '/equipmentRegister/verify': at('/equipmentRegister/verify'),
  '/workday/calendar': at('/workday/calendar'),
  '/workday/positionlist': at('/workday/positionlist'),
  '/inchecking': at('/inchecking'),
  '/message/groupadmin': at('/message/groupadmin'),
  '/message/groupadmin/edit': at('/message/groupadmin/edit'),
  '/message/groupadmin/edit/:groupId': async (page) => {
    await open(page, '/message/groupadmin');
    await page.getByRole('link', { name: 'Redigera Lokförare Skåne' }).click();
    await expect(page).toHaveURL(/groupadmin\/edit\/\w+/);
    await headed(page);
  },
  '/connections': at('/connections'),
  '/report': at('/report'),
  '/me': at('/me'),
  ...Object.fromEntries(EXTERNAL_TILES.map((path) => [path, external(path)])),
};
