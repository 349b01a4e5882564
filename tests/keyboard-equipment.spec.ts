import { test, expect, signIn } from './fixtures';
import {
  escapeBackTo,
  expectFocusOn,
  expectTabStaysIn,
  pressUntilFocused,
} from './keyboard-helpers';
import type { Locator, Page } from '@playwright/test';
import { holdFirstSave, when } from './equipment-helpers';

/**
 * Equipment checks by keyboard alone (issue 16): a filter, a check opened from the list, a new
 * check filled in and saved.
 */

/** Presses ArrowDown in the focused `select` until it shows `label` (a select's own keys). */
async function arrowTo(page: Page, select: Locator, label: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if ((await select.locator('option:checked').textContent()) === label) return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(select.locator('option:checked')).toHaveText(label);
}

test('filter the list and open a check from it, by keyboard alone', async ({ page }) => {
  await signIn(page, 'admin', '/equipmentRegister/verify');
  const count = page.getByRole('status').filter({ hasText: /kontroller$/ });
  await expect(count).toBeVisible();
  const all = (await count.textContent())!;

  // The object type is a select: typed letters choose "Fordon", and the list follows.
  const kind = page.getByRole('combobox', { name: 'Objekttyp' });
  await pressUntilFocused(page, 'Tab', kind);
  await page.keyboard.type('Fordon');
  await expect(kind.locator('option:checked')).toHaveText('Fordon');
  await expect(count).not.toHaveText(all);

  // Enter on a check's button in the list opens it in a dialog; Escape closes it back there.
  const table = page.getByRole('region', { name: 'Kontroller' });
  const open = table.getByRole('button', { name: /^Öppna / }).first();
  await pressUntilFocused(page, 'Tab', open, 40);
  const label = (await open.getAttribute('aria-label'))!;
  const opener = table.getByRole('button', { name: label, exact: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Kontroll' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/check=/);
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectTabStaysIn(page, dialog);
  // On past its date field (whose calendar Escape would close first) to its close button.
  await pressUntilFocused(page, 'Tab', dialog.getByRole('button', { name: 'Stäng' }), 40);
  await escapeBackTo(page, dialog, opener);
  await expect(page).not.toHaveURL(/check=/);
});

test('Enter in a field saves the batch; focus waits on the save button, never on the page', async ({
  page,
}) => {
  // Several screens and 5,000-row lists: slow on a loaded 2-core machine.
  test.slow();
  // The second send is rejected, so the dialog stays open when the batch is done.
  await page.request.post('/mock/verify/__control', {
    data: { fail: { call: 'saveCheck', after: 1, status: 400, message: 'Objektet är avställt' } },
  });
  await signIn(page, 'admin', '/equipmentRegister/verify');
  // As a user does, once the page has drawn its controls (behind the district's gate): Tab
  // pressed while it still loads passes the place the button then appears in.
  const newCheck = page.getByRole('button', { name: 'Ny kontroll' });
  await expect(newCheck).toBeVisible();
  await pressUntilFocused(page, 'Tab', newCheck);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ny kontroll' });
  await expect(dialog.getByRole('combobox', { name: 'Distrikt', exact: true })).toHaveValue('4');

  // The object: its type typed into the first select, the vehicle found with arrows in the next.
  await pressUntilFocused(page, 'Tab', dialog.getByRole('combobox', { name: 'Objekttyp' }));
  await page.keyboard.type('Fordon');
  await pressUntilFocused(
    page,
    'Tab',
    dialog.getByRole('combobox', { name: 'Objekt', exact: true }),
  );
  await arrowTo(page, dialog.getByRole('combobox', { name: 'Objekt', exact: true }), 'X31 4301');
  await expect(dialog.getByRole('checkbox', { name: 'Utförd: Kylskåp bistro' })).toBeVisible();

  // Two checks ticked with Space; the moment typed into the date and time fields.
  for (const name of ['Toalett', 'Invändig städning']) {
    const box = dialog.getByRole('checkbox', { name: `Utförd: ${name}` });
    await pressUntilFocused(page, 'Tab', box, 60);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const { date, time } = when(Date.now() - 60 * 60_000);
  await pressUntilFocused(page, 'Shift+Tab', dialog.getByRole('textbox', { name: 'Datum' }), 60);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(date);
  await page.keyboard.press('Enter');
  // The time typed as four digits, as on a numeric keypad; it reads as HH:mm on leaving.
  const clock = dialog.getByLabel('Klockslag');
  await pressUntilFocused(page, 'Tab', clock);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(time.replace(':', ''));
  const trip = dialog.getByRole('textbox', { name: 'Tåg' });
  await pressUntilFocused(page, 'Tab', trip);
  await expect(clock).toHaveValue(time);
  const release = await holdFirstSave(page);

  // The train number typed and Enter pressed in its field: the form is locked while the batch
  // runs, and focus moves from the locked field to the save button (not to the page's body).
  await page.keyboard.type('1045');
  await page.keyboard.press('Enter');
  const progress = dialog.getByRole('status', { name: 'Förlopp' });
  await expect(progress).toHaveText('Totalt: 2Behandlade: 0Sparade: 0Avvisade: 0');
  await expect(trip).toBeDisabled();
  const saving = dialog.getByRole('button', { name: 'Sparar …' });
  await expectFocusOn(saving);

  // Done, with one rejected: the form opens again and focus is still on the save button.
  release();
  await expect(progress).toHaveText('Totalt: 2Behandlade: 2Sparade: 1Avvisade: 1');
  await expect(trip).toBeEnabled();
  await expectFocusOn(dialog.getByRole('button', { name: 'Spara' }));
});
