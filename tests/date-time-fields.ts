import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The two parts of a date-and-time field (DateTimeField), named after its label. */
export function dateTimeField(page: Page, label: string) {
  return {
    group: page.getByRole('group', { name: label, exact: true }),
    date: page.getByRole('textbox', { name: `${label} datum`, exact: true }),
    time: page.getByRole('textbox', { name: `${label} klockslag`, exact: true }),
  };
}

/** The field shows the date and the 24-hour time of `value` (yyyy-MM-ddTHH:mm). */
export async function expectDateTime(page: Page, label: string, value: string) {
  const [date, time] = value.split('T');
  const field = dateTimeField(page, label);
  await expect(field.date).toHaveValue(date!);
  await expect(field.time).toHaveValue(time!);
}

/** Types a date (closing its calendar with Enter) and a time as typed, then leaves the time. */
export async function fillDateTime(page: Page, label: string, date: string, time: string) {
  const field = dateTimeField(page, label);
  // The date picker loads on demand; a read-only field stands in until it has.
  await expect(field.date).toBeEditable();
  await field.date.fill(date);
  await field.date.press('Enter');
  await field.time.fill(time);
  await field.time.blur();
}
