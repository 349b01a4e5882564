import { test, expect, signIn } from './fixtures';
import { forwardThenFail } from './forward-then-fail';
import { NO_DATE } from './stockholm-days';
import { openDuty, signins } from './inchecking-helpers';

/**
 * A check-in that reached the server but whose answer the page lost (a gateway's 504): the page
 * reads the list again at once, so the row shows the duty checked in and Checka in is not
 * offered again.
 */
test('a check-in answered 504 after the server did it shows checked in, sent once', async ({
  page,
}) => {
  const duty = await openDuty(page.request);
  const posts = await forwardThenFail(page, /\/signin\/checkin\?/, 'POST', {
    kind: 'status',
    status: 504,
  });
  // The live channel is down: only the page's own read after the 504 can show the new state.
  await page.request.post('/mock/flow/__control', { data: { drop: true, refuseMs: 20_000 } });
  await signIn(page, 'dispatcher', '/inchecking');
  await page.getByLabel('Tidsram').selectOption('all');
  await page.getByLabel('Sök').fill(duty.dutyName);
  const name = duty.employee.name;
  await page.getByRole('button', { name: `Checka in ${name} på ${duty.dutyName}` }).click();
  await expect(page.getByRole('alert')).toContainText(
    `Inget svar på incheckningen av ${duty.dutyName}`,
  );
  await expect(
    page.getByRole('button', { name: `Checka ut ${name} från ${duty.dutyName}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Checka in ${name} på ${duty.dutyName}` }),
  ).toHaveCount(0);
  expect(posts.forwarded()).toBe(1);
  const stored = (await signins(page.request)).find((s) => s.dutyId === duty.dutyId)!;
  expect(stored.timestampIn).not.toBe(NO_DATE);
});

/**
 * A check-in answered 204 (no sign-in in the answer) while the list cannot be read again: the
 * row shows the duty checked in at once and keeps it, so Checka in is not offered again.
 */
test('a check-in answered 204 with the list down shows checked in, sent once', async ({ page }) => {
  const duty = await openDuty(page.request);
  let posts = 0;
  let listDown = false;
  await page.route(/\/signin\/checkin\?/, async (route) => {
    posts += 1;
    const answer = await route.fetch();
    await answer.body().catch(() => undefined);
    listDown = true;
    await route.fulfill({ status: 204 });
  });
  await page.route(/\/overview\/dutysignins\?/, (route) =>
    listDown ? route.abort('failed') : route.fallback(),
  );
  await page.request.post('/mock/flow/__control', { data: { drop: true, refuseMs: 20_000 } });
  await signIn(page, 'dispatcher', '/inchecking');
  await page.getByLabel('Tidsram').selectOption('all');
  await page.getByLabel('Sök').fill(duty.dutyName);
  const name = duty.employee.name;
  await page.getByRole('button', { name: `Checka in ${name} på ${duty.dutyName}` }).click();
  await expect(
    page.getByRole('button', { name: `Checka ut ${name} från ${duty.dutyName}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Checka in ${name} på ${duty.dutyName}` }),
  ).toHaveCount(0);
  expect(posts).toBe(1);
  const stored = (await signins(page.request)).find((s) => s.dutyId === duty.dutyId)!;
  expect(stored.timestampIn).not.toBe(NO_DATE);
});
