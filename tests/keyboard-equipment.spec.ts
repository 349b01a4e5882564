import { test, expect, signIn } from './fixtures';
import { escapeBackTo, expectTabStaysIn, pressUntilFocused } from './keyboard-helpers';

/** Equipment checks by keyboard alone (issue 16): a filter, a check opened from the list. */

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
