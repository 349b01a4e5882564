import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible } from './fixtures';
import { escapeBackTo, expectFocusOn, expectTabStaysIn } from './keyboard-helpers';
import { DEMO_USERS } from '../mocks/seed/demo-users';

/**
 * 'Rensa formuläret' asks in the portal's own modal dialog, in the portal's language (the browser's
 * `confirm` spoke the browser's language and blocked the tab): the confirm button empties the form
 * and forgets the draft; Avbryt and Escape keep everything and give the focus back to the button.
 */

const DISPATCHER_ID = DEMO_USERS.find((u) => u.key === 'dispatcher')!.employee.userId;
const exact = { exact: true } as const;

/** Fails the test if the browser's own dialog (confirm, alert) is ever shown. */
function noNativeDialogs(page: Page): string[] {
  const shown: string[] = [];
  page.on('dialog', (d) => {
    shown.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return shown;
}

/** The form's own button (while the dialog is open, its confirm button has the same name). */
const opener = (page: Page, name = 'Rensa formuläret'): Locator =>
  page.locator('.compose-actions').getByRole('button', { name });

test('Rensa formuläret: Escape and Avbryt keep the form, the confirm button empties it', async ({
  page,
}) => {
  test.setTimeout(60_000); // axe on a shared machine
  const native = noNativeDialogs(page);
  await signIn(page, 'dispatcher', '/message/edit');
  await expect(page.getByRole('heading', { name: 'Nytt trafikmeddelande' })).toBeVisible();
  const subject = page.getByRole('textbox', { name: 'Ämne', ...exact });
  const body = page.getByRole('textbox', { name: 'Meddelande', ...exact });
  await subject.fill('Signalfel Lund C');
  await body.fill('Tågen kör med nedsatt hastighet.');
  const clear = opener(page);
  const dialog = page.getByRole('dialog', { name: 'Rensa formuläret' });

  // By keyboard: Enter opens the question, focus is inside and stays there; Escape cancels.
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Rensa formuläret? Det du har skrivit försvinner.');
  await expect(dialog.getByRole('button', { name: 'Rensa formuläret' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectAccessible(page);
  await expectTabStaysIn(page, dialog);
  await escapeBackTo(page, dialog, clear);
  await expect(subject).toHaveValue('Signalfel Lund C');
  await expect(body).toHaveValue('Tågen kör med nedsatt hastighet.');

  // Avbryt by keyboard: everything is kept, focus is back on the button.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Avbryt' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocusOn(clear);
  await expect(subject).toHaveValue('Signalfel Lund C');

  // Avbryt by mouse: the same.
  await clear.click();
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();
  await expect(clear).toBeFocused();
  await expect(subject).toHaveValue('Signalfel Lund C');

  // The draft is still kept: after a reload it is restored.
  await page.reload();
  await expect(page.getByText('Ditt osända utkast är återställt.')).toBeVisible();
  await expect(subject).toHaveValue('Signalfel Lund C');

  // The confirm button empties the form and forgets the draft.
  await clear.click();
  await dialog.getByRole('button', { name: 'Rensa formuläret' }).click();
  await expect(dialog).toBeHidden();
  await expect(subject).toHaveValue('');
  await expect(body).toHaveValue('');
  await expect(clear).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nytt trafikmeddelande' })).toBeVisible();
  await expect(subject).toHaveValue('');
  await expect(page.getByText('Ditt osända utkast är återställt.')).toHaveCount(0);

  expect(native).toEqual([]);
});

const OTHER_LANGUAGES = {
  en: {
    clear: 'Clear the form',
    question: 'Clear the form? What you typed will be gone.',
    cancel: 'Cancel',
  },
  pl: {
    clear: 'Wyczyść formularz',
    question: 'Wyczyścić formularz? Wpisany tekst zniknie.',
    cancel: 'Anuluj',
  },
} as const;

for (const [language, t] of Object.entries(OTHER_LANGUAGES)) {
  test(`Rensa formuläret asks in the portal's language, not the browser's (${language})`, async ({
    page,
  }) => {
    const native = noNativeDialogs(page);
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [
      `pp.settings.${DISPATCHER_ID}`,
      JSON.stringify({ openInNewTab: true, messageApp: 'old', language }),
    ] as const);
    await signIn(page, 'dispatcher', '/message/edit');
    const clear = opener(page, t.clear);
    await clear.click();
    const dialog = page.getByRole('dialog', { name: t.clear });
    await expect(dialog).toContainText(t.question);
    await expect(dialog.getByRole('button', { name: t.clear })).toBeVisible();
    await dialog.getByRole('button', { name: t.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(clear).toBeFocused();
    expect(native).toEqual([]);
  });
}
