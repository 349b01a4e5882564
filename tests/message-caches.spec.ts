import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

/** Spec 2 §7, §9: GET msg/Recipientgroup cached 10 minutes; GET api/stops in session storage. */

function countCalls(page: Page, path: RegExp): { count: number } {
  const calls = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'GET' && path.test(new URL(r.url()).pathname)) calls.count++;
  });
  return calls;
}

/** A move inside the portal (the page and its cache stay), as a link in the menu does. */
async function goInApp(page: Page, hash: string) {
  await page.evaluate((h) => void (window.location.hash = h), hash);
}

test('the recipient groups are fetched again only after 10 minutes', async ({ page }) => {
  test.slow();
  await page.clock.install();
  const groups = countCalls(page, /\/msg\/recipientgroup$/i);
  const group = page.getByRole('checkbox', { name: /^Lokförare Skåne/ });
  const listed = page.getByRole('status').filter({ hasText: /tråd/ });
  await signIn(page, 'dispatcher', '/message/edit');
  await expect(group).toBeVisible();
  expect(groups.count).toBe(1);

  // Nine minutes on: the list and the form again, from the cache.
  await page.clock.fastForward('09:00');
  await goInApp(page, '#/message');
  await expect(listed).toBeVisible();
  await goInApp(page, '#/message/edit');
  await expect(group).toBeVisible();
  expect(groups.count).toBe(1);

  // Past ten minutes: the next view that shows groups asks the server once. Its answer is
  // awaited before moving on: a view left while its request runs cancels it, and the next view
  // asks again (a third request that says nothing about the cache).
  const refetched = page.waitForEvent(
    'requestfinished',
    (r) => r.method() === 'GET' && /\/msg\/recipientgroup$/i.test(new URL(r.url()).pathname),
  );
  await page.clock.fastForward('01:05');
  await goInApp(page, '#/message');
  await expect(listed).toBeVisible();
  await refetched;
  expect(groups.count).toBe(2);
  await goInApp(page, '#/message/edit');
  await expect(group).toBeVisible();
  expect(groups.count).toBe(2);
});

test('the stops are fetched once per browser session: a reload reads them from it', async ({
  page,
  context,
}) => {
  test.slow();
  const stops = countCalls(page, /\/api\/stops$/);
  const lund = (p: Page) =>
    p
      .getByRole('combobox', { name: 'Från hållplats', exact: true })
      .getByRole('option', { name: 'Lund C (LU)' });
  await signIn(page, 'dispatcher', '/message/edit');
  await expect(lund(page)).toBeAttached();
  expect(stops.count).toBe(1);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Lokförare Skåne/ })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Från hållplats', exact: true })
    .selectOption({ label: 'Lund C (LU)' });
  await goInApp(page, '#/message');
  await expect(page.getByRole('status').filter({ hasText: /tråd/ })).toBeVisible();
  await goInApp(page, '#/message/edit');
  await expect(lund(page)).toBeAttached();
  expect(stops.count).toBe(1);

  // Another tab is another browser session (its own session storage): it fetches them.
  const other = await context.newPage();
  const otherStops = countCalls(other, /\/api\/stops$/);
  await other.goto('/#/message/edit');
  await expect(lund(other)).toBeAttached();
  expect(otherStops.count).toBe(1);
});
