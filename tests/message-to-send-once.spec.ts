import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';
import { forwardThenFail, type UnknownOutcome } from './forward-then-fail';

/**
 * A message to one user whose send the backend made while the page got a gateway's 504 or a
 * network error is not made twice by pressing 'Skicka' again, not even after a reload: no spec
 * call lists messages to users, so the portal cannot look for it and sends again only when the
 * user confirms with 'Skicka igen ändå'. Messages are counted on the mock (any type, by subject).
 */

const SEND = '**/mock/msg/message/Internal';
// Not the group send's 'förrän portalen har sett efter i listan': there is no list to look in.
const UNCERTAIN =
  'Meddelandet kan ha kommit fram ändå. Portalen kan inte kontrollera det, så det skickas inte igen förrän du bekräftar.';

async function messagesWith(page: Page, subject: string): Promise<number> {
  const answer = await page.request.get(
    `/mock/msg/__control/count?subject=${encodeURIComponent(subject)}`,
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { count: number }).count;
}

const subjectBox = (page: Page) => page.getByRole('textbox', { name: 'Ämne', exact: true });
const bodyBox = (page: Page) => page.getByRole('textbox', { name: 'Meddelande', exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Skicka', exact: true });
const sendAnyway = (page: Page) => page.getByRole('button', { name: 'Skicka igen ändå' });

async function formKept(page: Page, subject: string) {
  await expect(subjectBox(page)).toHaveValue(subject);
  await expect(bodyBox(page)).toHaveValue('Ring trafikledningen.');
}

/** A press of 'Skicka' while the earlier outcome is unknown: nothing sent, the user is asked. */
async function pressAgainIsAsked(page: Page) {
  await sendButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: UNCERTAIN })).toBeVisible();
  await expect(sendAnyway(page)).toBeVisible();
  await expect(sendButton(page)).toBeEnabled();
}

const OUTCOMES: { name: string; outcome: UnknownOutcome; said: string }[] = [
  { name: 'a 504', outcome: { kind: 'status', status: 504 }, said: '504 skickar fel' },
  { name: 'a network error', outcome: { kind: 'network' }, said: 'Meddelandet kunde inte skickas' },
];

for (const { name, outcome, said } of OUTCOMES) {
  test(`a message to a user answered with ${name} after the backend made it: a second press and a reload send nothing, only 'Skicka igen ändå' does`, async ({
    page,
  }) => {
    test.slow();
    const subject = `Provmeddelande till en användare: ${name}`;
    await signIn(page, 'dispatcher', '/message/to/20001');
    await subjectBox(page).fill(subject);
    await bodyBox(page).fill('Ring trafikledningen.');
    const sends = await forwardThenFail(page, SEND, 'POST', outcome);
    await sendButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: said });
    await expect(alert).toContainText(UNCERTAIN);
    await formKept(page, subject);
    await expect(page).toHaveURL(/#\/message\/to\/20001$/);
    expect(sends.forwarded()).toBe(1);
    expect(await messagesWith(page, subject)).toBe(1);

    // A plain second press sends nothing: the user is asked.
    await pressAgainIsAsked(page);
    expect(sends.forwarded()).toBe(1);
    expect(await messagesWith(page, subject)).toBe(1);

    // The pending mark is in the stored draft: after a reload the press still sends nothing.
    await page.reload();
    await formKept(page, subject);
    await expect(page.getByText('Ditt osända utkast är återställt.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: UNCERTAIN })).toBeVisible();
    await pressAgainIsAsked(page);
    expect(sends.forwarded()).toBe(1);
    expect(await messagesWith(page, subject)).toBe(1);

    // Only the user's explicit choice sends it again.
    await sendAnyway(page).click();
    await expect(page).toHaveURL(/#\/message$/);
    await expect(page.getByText('Meddelandet är skickat.')).toBeVisible();
    expect(sends.forwarded()).toBe(2);
    expect(await messagesWith(page, subject)).toBe(2);
  });
}
