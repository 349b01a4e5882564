import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { test, expect, signIn, tokenFor } from './fixtures';
import { NULL_DATE, toDateKey } from '../src/lib/time/stockholm';

/**
 * The hostile journey of a form (issue 15), shared by tests/hostile-forms*.spec.ts and
 * tests/groupadmin-hostile.spec.ts. A form is filled once and then sent into, in turn: a 500, a
 * dropped network, a 401 (signed in again on the login view, the user is back on the form with
 * what was typed), and a time-out whose request did reach the server (the answer is lost). Each
 * failure says so in Swedish and keeps what was typed; the last attempt succeeds and the server
 * holds exactly one of what was made.
 */

/** The portal stops waiting for a change after 20 s (MUTATION_TIMEOUT_MS; uploads 300 s). */
export const SAYS: Record<'status' | 'offline' | 'timeout', string | RegExp> = {
  status: 'Internt fel i tjänsten',
  offline: /Nätverksfel: servern kunde inte nås/,
  // The client's words; a message send says it its own way ("Inget svar inom 20 s").
  timeout: /Inget svar (från servern )?inom \d+ s/,
};

export type HostileUser = 'dispatcher' | 'admin' | 'driver';

export interface HostileForm {
  name: string;
  user: HostileUser;
  /** The name on the login view's demo-user button. */
  demoName: string;
  path: string;
  /** The request that carries the change: its method … */
  method: 'POST' | 'PUT' | 'DELETE';
  /** … and its address. */
  matches: (url: URL) => boolean;
  /** How long the portal waits for it. */
  timeoutMs?: number;
  /** Opens nothing: the page is at `path`; fills in the form. */
  fill: (page: Page) => Promise<void>;
  /** Sends it; `afterUnknown` when the previous attempt got no answer. */
  submit: (page: Page, afterUnknown: boolean) => Promise<void>;
  /** Where the failure is said. */
  failure: (page: Page) => Locator;
  /** What it says, where it differs from SAYS. */
  says?: Partial<typeof SAYS>;
  /** What was typed is still there (also after signing in again). */
  kept: (page: Page) => Promise<void>;
  /** Fill again what cannot be kept by a browser (files), after signing in again. */
  refill?: (page: Page) => Promise<void>;
  /** The change went through; the server holds exactly one. */
  done: (page: Page) => Promise<void>;
  /** After the lost answer the page shows the truth by itself: no second send is needed. */
  selfHealing?: boolean;
  /**
   * After the lost answer the page looks for the record at once and finds it, so the unknown
   * outcome is never left on screen: the form shows the change as done straight away.
   */
  foundAtOnce?: boolean;
}

export const auth = (user: 'dispatcher' | 'admin') => ({
  authorization: `Bearer ${tokenFor(user)}`,
});

/** A read from the mock in the page's own world, as `user`. */
export async function getJson<T>(
  request: APIRequestContext,
  path: string,
  user: 'dispatcher' | 'admin',
): Promise<T> {
  const response = await request.get(path, { headers: auth(user) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** A duty of today in district 4 and its check-in state, as the staff host lists it. */
export interface Signin {
  dutyId: number;
  dutyName: string;
  timeStart: number;
  timeEnd: number;
  timestampIn: string;
  timestampOut: string;
  employee: { name: string; employeeNumber: string };
}

export const signinsOfToday = (page: Page) =>
  getJson<Signin[]>(
    page.request,
    `/mock/staff/overview/dutysignins?date=${toDateKey()}&districtId=4`,
    'dispatcher',
  );

/** Today's duties in Skåne not yet checked in (days off, 0–2160, are not duties to check in). */
export const openSigninsOfToday = async (page: Page) =>
  (await signinsOfToday(page)).filter(
    (s) => s.timestampIn === NULL_DATE && !(s.timeStart === 0 && s.timeEnd === 2160),
  );

/**
 * The next request of `method` whose address `matches` answers `answer` instead of the server
 * (other methods on the same address, e.g. the GET of the thing being changed, pass through).
 */
export async function breakNext(
  page: Page,
  method: string,
  matches: (url: URL) => boolean,
  answer: (route: Route) => Promise<void>,
): Promise<void> {
  let used = false;
  await page.route(matches, async (route) => {
    if (used || route.request().method() !== method) return route.fallback();
    used = true;
    await answer(route);
  });
}

/**
 * The next such request reaches the server, but its answer never comes: `stored` resolves once
 * the server has it, `release` lets the browser's request end (cut off).
 */
export async function loseNextAnswer(
  page: Page,
  method: string,
  matches: (url: URL) => boolean,
): Promise<{ stored: Promise<void>; release: () => void }> {
  let release = () => {};
  const lost = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const stored = new Promise<void>((resolve) => (arrived = resolve));
  await breakNext(page, method, matches, async (route) => {
    await route.fetch();
    arrived();
    await lost;
    await route.abort('connectionreset').catch(() => undefined);
  });
  return { stored, release };
}

/** Signed out by a 401: the login view; signed in again, back at `path`. */
export async function signInAgain(page: Page, demoName: string, path: string): Promise<void> {
  await expect(page).toHaveURL(/#\/login/);
  await page.getByRole('button', { name: new RegExp(demoName) }).click();
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[/?]/g, '\\$&')}`));
}

/** One journey per form: a 500, a dropped network, a 401 and a lost answer; then sent once. */
export function hostileJourneys(forms: readonly HostileForm[]): void {
  for (const form of forms) {
    test(`${form.name}: a 500, a dropped network, a 401 and a lost answer; then sent once`, async ({
      page,
      context,
    }) => {
      test.slow();
      await page.clock.install();
      await signIn(page, form.user, form.path);
      await form.fill(page);
      const breakIt = (answer: (route: Route) => Promise<void>) =>
        breakNext(page, form.method, form.matches, answer);

      // 500: said, kept; nothing was made.
      await breakIt((route) =>
        route.fulfill({ status: 500, json: { message: 'Internt fel i tjänsten' } }),
      );
      const says = { ...SAYS, ...form.says };
      await form.submit(page, false);
      await expect(form.failure(page)).toContainText(says.status);
      await form.kept(page);

      // The network drops: said in Swedish, kept.
      await context.setOffline(true);
      await form.submit(page, false);
      await expect(form.failure(page)).toContainText(says.offline);
      await form.kept(page);
      await context.setOffline(false);

      // 401: to the login view; signed in again, back on the form with what was typed.
      await breakIt((route) => route.fulfill({ status: 401, json: { message: 'Token expired' } }));
      await form.submit(page, true);
      await signInAgain(page, form.demoName, form.path);
      if (form.refill) await form.refill(page);
      await form.kept(page);

      // The request reaches the server but its answer never comes: the portal stops waiting.
      const { stored, release } = await loseNextAnswer(page, form.method, form.matches);
      await form.submit(page, false);
      // Once the server has it (the portal's clock is running by then), time runs out.
      await stored;
      await page.clock.fastForward((form.timeoutMs ?? 20_000) + 1_000);
      if (!form.foundAtOnce) {
        await expect(form.failure(page)).toContainText(says.timeout);
        await form.kept(page);
      }
      release();

      // Sent again (or shown as done by itself): it went through, and exactly once.
      if (!form.selfHealing && !form.foundAtOnce) await form.submit(page, true);
      await form.done(page);
    });
  }
}
