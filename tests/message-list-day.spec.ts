import { test, expect, signIn } from './fixtures';
import { addDays, stockholmDay, swedishLongDate } from './stockholm-days';

/** Spec 2 §2, §9: the list's day goes from 2017-02-01 to today (Stockholm's), weeks from Monday. */
test('the day is chosen from 2017-02-01 to today, never earlier or later', async ({ page }) => {
  test.slow();
  const today = stockholmDay();
  const tomorrow = addDays(today, 1);
  const first = `${today.slice(0, 8)}01`;
  await signIn(page, 'dispatcher', '/message');
  const date = page.getByRole('textbox', { name: 'Datum' });
  await expect(date).toHaveValue(today);
  // The calendar's code has loaded (until then a read-only field stands in).
  await expect(date).toBeEditable();
  // Today's list has threads, so its table head sits right under the field.
  await expect(page.getByRole('columnheader', { name: 'Ämne' })).toBeVisible();

  // The calendar of this month: nothing after today, no next month; its first week is not
  // hidden under the table head (a click on it reaches the day).
  await date.click();
  const calendar = page.getByRole('dialog', { name: 'Välj datum' });
  await expect(calendar.getByRole('button', { name: 'Nästa månad' })).toHaveCount(0);
  await expect(
    calendar.getByRole('gridcell', { name: `Välj ${swedishLongDate(today)}` }),
  ).toHaveAttribute('aria-disabled', 'false');
  const after = calendar.getByRole('gridcell', {
    name: `Kan inte väljas: ${swedishLongDate(tomorrow)}`,
  });
  // Tomorrow is in this calendar unless today ends a week that ends the month.
  if ((await after.count()) > 0) await expect(after).toHaveAttribute('aria-disabled', 'true');
  await calendar.getByRole('gridcell', { name: `Välj ${swedishLongDate(first)}` }).click();
  await expect(page).toHaveURL(first === today ? /#\/message$/ : new RegExp(`date=${first}$`));
  await expect(date).toHaveValue(first);

  // Typed: the day before the first is refused, the first day is taken.
  // (The typed text stays until the field is left, then the chosen day shows again.)
  await date.fill('2017-01-31');
  await date.press('Enter');
  await expect(page).toHaveURL(first === today ? /#\/message$/ : new RegExp(`date=${first}$`));
  await date.press('Tab');
  await expect(date).toHaveValue(first);
  await date.fill('2017-02-01');
  await date.press('Enter');
  await expect(page).toHaveURL(/date=2017-02-01$/);
  await expect(page.getByText('Inga trafikmeddelanden den dagen.')).toBeVisible();
  await date.click();
  await expect(calendar.getByRole('button', { name: 'Föregående månad' })).toHaveCount(0);
  // Weeks start on Monday: February 2017's first week begins on Monday 30 January.
  const january = calendar.getByRole('gridcell', { name: /januari 2017/ });
  await expect(january).toHaveText(['30', '31']);
  await expect(january.first()).toHaveAccessibleName('Kan inte väljas: måndag 30 januari 2017');
  await expect(january.last()).toHaveAttribute('aria-disabled', 'true');
  await date.press('Escape');
  // Tomorrow typed is refused too.
  await date.fill(tomorrow);
  await date.press('Enter');
  await date.press('Tab');
  await expect(date).toHaveValue('2017-02-01');
  await expect(page).toHaveURL(/date=2017-02-01$/);

  // A day outside the range in the address shows today.
  for (const outside of ['2017-01-31', tomorrow]) {
    await page.goto(`/#/message?date=${outside}`);
    await expect(date).toHaveValue(today);
    await expect(page.getByRole('columnheader', { name: 'Ämne' })).toBeVisible();
  }
});
