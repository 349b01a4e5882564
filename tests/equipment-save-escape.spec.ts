import { test, expect } from './fixtures';
import { holdFirstSave, newCheckOnX31, setTime } from './equipment-helpers';

/**
 * While a save runs the dialog cannot be closed (issue 35): the browser lets a page refuse only
 * the first Escape after a click, so the second one closes the `<dialog>` natively. The portal
 * opens it again, and the save ends in the dialog as it would have without the key presses.
 */
test('Escape pressed twice while a check is saved leaves the dialog open until the save ends', async ({
  page,
}) => {
  const dialog = await newCheckOnX31(page);
  await dialog.getByRole('checkbox', { name: 'Utförd: Toalett' }).check();
  await dialog.getByRole('textbox', { name: 'Beskrivning för Toalett' }).fill('Påfylld');
  await setTime(dialog, Date.now() - 60 * 60_000);
  const release = await holdFirstSave(page);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  const saving = dialog.getByRole('button', { name: 'Sparar …' });
  await expect(saving).toBeDisabled();

  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  // Let the native close event (a queued task) come and go before looking.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await expect(dialog).toBeVisible();
  await expect(saving).toBeDisabled();
  expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);

  release();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Kontrollen sparades.')).toBeVisible();
});
