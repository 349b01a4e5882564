import type { Page } from '@playwright/test';
import { test, expect, signIn, tokenFor } from './fixtures';
import { forwardThenFail } from './forward-then-fail';
import { threadRows } from './message-rows';

/**
 * A group send whose outcome the page cannot know (the backend made the message, the page got a
 * gateway's 504 or a network error) is never made twice: the portal looks in the list first. And
 * two tabs sending the same draft make one message. Messages are counted on the mock.
 */

const SEND_PATH = '/mock/msg/message/Group';
const SEND = `**${SEND_PATH}`;
const LIST = '**/mock/msg/message/filter?*';

async function messagesWith(page: Page, subject: string): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ showinactive: true, districts: [4] }));
  const answer = await page.request.get(`/mock/msg/message/filter?filter=${filter}`, {
    headers: { authorization: `Bearer ${tokenFor('admin')}` },
  });
  expect(answer.ok()).toBe(true);
  const listed = (await answer.json()) as { Subject: string }[];
  return listed.filter((m) => m.Subject === subject).length;
}

async function compose(page: Page, subject: string) {
  await page.getByRole('checkbox', { name: /^Trafikledning Skåne/ }).check();
  await page.getByRole('textbox', { name: 'Ämne', exact: true }).fill(subject);
  await page.getByRole('textbox', { name: 'Meddelande', exact: true }).fill('Ett spår avstängt.');
}

async function previewAndSend(page: Page) {
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await page
    .getByRole('dialog', { name: 'Förhandsgranskning' })
    .getByRole('button', { name: 'Skicka' })
    .click();
}

/** The next look in the list fails (the list is down for a moment). */
async function failNextLook(page: Page) {
  let failed = false;
  await page.route(LIST, (route) => {
    if (failed) return route.fallback();
    failed = true;
    return route.abort('failed');
  });
}

test('a send answered 504 but made by the backend: shown with its status, the second press makes no second message', async ({
  page,
}) => {
  test.slow();
  const subject = 'Provmeddelande: gateway vid Hässleholm';
  await signIn(page, 'dispatcher', '/message/edit');
  await compose(page, subject);
  const sends = await forwardThenFail(page, SEND, 'POST', { kind: 'status', status: 504 });
  await failNextLook(page);
  await previewAndSend(page);
  const alert = page.getByRole('alert').filter({ hasText: 'skickar fel' });
  await expect(alert).toContainText('504 skickar fel');
  await expect(alert).toContainText('Meddelandet kan ha kommit fram ändå.');
  expect(await messagesWith(page, subject)).toBe(1);

  await previewAndSend(page);
  await expect(page).toHaveURL(/#\/message$/);
  await expect(page.getByText('Meddelandet hade redan kommit fram')).toBeVisible();
  await threadRows(page, new RegExp(subject));
  expect(sends.forwarded()).toBe(1);
  expect(await messagesWith(page, subject)).toBe(1);
});

test('a 504 whose message the list shows at once: taken as sent, with the status said', async ({
  page,
}) => {
  test.slow();
  const subject = 'Provmeddelande: gateway vid Lund C';
  await signIn(page, 'dispatcher', '/message/edit');
  await compose(page, subject);
  const sends = await forwardThenFail(page, SEND, 'POST', { kind: 'status', status: 504 });
  await previewAndSend(page);
  await expect(page).toHaveURL(/#\/message$/);
  await expect(
    page.getByText('504 skickar fel, men meddelandet finns i listan. Det skickades inte igen.'),
  ).toBeVisible();
  expect(sends.forwarded()).toBe(1);
  expect(await messagesWith(page, subject)).toBe(1);
});

test('a send lost to a network error after the backend made it: after a reload, the press finds it', async ({
  page,
}) => {
  test.slow();
  const subject = 'Provmeddelande: obehöriga vid Eslöv';
  await signIn(page, 'dispatcher', '/message/edit');
  await compose(page, subject);
  const sends = await forwardThenFail(page, SEND, 'POST', { kind: 'network' });
  await failNextLook(page);
  await previewAndSend(page);
  await expect(page.getByRole('alert').filter({ hasText: 'kunde inte skickas' })).toContainText(
    'Meddelandet kan ha kommit fram ändå.',
  );
  // The pending mark is in the stored draft.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Ämne', exact: true })).toHaveValue(subject);
  await previewAndSend(page);
  await expect(page).toHaveURL(/#\/message$/);
  await expect(page.getByText('Meddelandet hade redan kommit fram')).toBeVisible();
  expect(sends.forwarded()).toBe(1);
  expect(await messagesWith(page, subject)).toBe(1);
});

test('two tabs on the same prefill link sending the same draft make one message', async ({
  page,
  context,
}) => {
  test.slow();
  const subject = 'Provmeddelande: två flikar';
  const link = `/message/edit?districtId=4&subject=${encodeURIComponent(subject)}&body=${encodeURIComponent('Ett spår avstängt.')}`;
  await signIn(page, 'dispatcher', link);
  const other = await context.newPage();
  await signIn(other, 'dispatcher', link);
  for (const tab of [page, other]) {
    await expect(tab.getByRole('textbox', { name: 'Ämne', exact: true })).toHaveValue(subject);
    await tab.getByRole('checkbox', { name: /^Trafikledning Skåne/ }).check();
    await tab.getByRole('button', { name: 'Förhandsgranska' }).click();
  }
  // The first tab's send is slow: the second presses while it is under way.
  await page.request.post('/mock/msg/__control', { data: { delayMs: 3000 } });
  const send = (tab: Page) =>
    tab
      .getByRole('dialog', { name: 'Förhandsgranskning' })
      .getByRole('button', { name: 'Skicka' })
      .click();
  const underWay = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(SEND_PATH));
  await send(page);
  await underWay;
  await send(other);
  await expect(page).toHaveURL(/#\/message$/);
  await expect(other).toHaveURL(/#\/message$/);
  await expect(other.getByText('Meddelandet hade redan kommit fram')).toBeVisible();
  expect(await messagesWith(page, subject)).toBe(1);
});
