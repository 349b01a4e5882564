import type { Locator, Page } from '@playwright/test';
import { expect, signIn, tokenFor } from './fixtures';
import { stockholmClock, stockholmDay } from './stockholm-days';

/** Opens a new check on vehicle X31 4301 (it has the bistro's cooling check, type 72). */
export async function newCheckOnX31(page: Page, token = tokenFor('admin')): Promise<Locator> {
  await signIn(page, { token }, '/equipmentRegister/verify');
  await page.getByRole('button', { name: 'Ny kontroll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny kontroll' });
  await expect(dialog.getByRole('combobox', { name: 'Distrikt', exact: true })).toHaveValue('4');
  await dialog.getByRole('combobox', { name: 'Objekttyp' }).selectOption({ label: 'Fordon' });
  await dialog
    .getByRole('combobox', { name: 'Objekt', exact: true })
    .selectOption({ label: 'X31 4301' });
  await expect(dialog.getByRole('checkbox', { name: 'Utförd: Kylskåp bistro' })).toBeVisible();
  return dialog;
}

/** The Stockholm day and clock time of the moment `ms`, as the dialog's fields take them. */
export const when = (ms: number) => ({ date: stockholmDay(ms), time: stockholmClock(ms) });

/** Types the moment `ms` into the dialog's date and time fields. */
export async function setTime(dialog: Locator, ms: number): Promise<void> {
  const { date, time } = when(ms);
  const field = dialog.getByRole('textbox', { name: 'Datum' });
  await field.fill(date);
  await field.press('Enter');
  await dialog.getByLabel('Klockslag').fill(time);
}

/**
 * Holds the first new check sent (its POST waits) until the returned function is called, so that
 * a test can look at the dialog while a batch save runs.
 */
export async function holdFirstSave(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route(/\/api\/Admin\/check\/?$/, async (route) => {
    if (first && route.request().method() === 'POST') {
      first = false;
      await held;
    }
    await route.continue();
  });
  return release;
}
