import { test, expect } from './fixtures';
import {
  escapeBackTo,
  expectFocusOn,
  expectTabStaysIn,
  pressUntilFocused,
} from './keyboard-helpers';
import {
  countOf,
  dataRows,
  dateField,
  latestWeekday,
  openStaff,
  positionsOf,
} from './staff-helpers';
import { addDays, swedishLongDate } from './stockholm-days';

/** Staff overview by keyboard alone (issue 16): date picker, day steps, a filter, sort, trips, dialogs. */

test('pick a day, filter, sort, open a row and its dialogs, by keyboard alone', async ({
  page,
}) => {
  await openStaff(page);
  const today = latestWeekday();
  const weekAgo = addDays(today, -7);
  const field = dateField(page);
  await expect(field).toBeEditable();

  // The date picker: Tab to the field, an arrow moves into the calendar, arrows move by day and
  // week, Enter picks the day and the calendar closes with focus back on the field.
  await pressUntilFocused(page, 'Tab', field);
  const calendar = page.getByRole('dialog', { name: 'Välj datum' });
  await page.keyboard.press('ArrowDown');
  await expect(calendar).toBeVisible();
  const cell = (day: string) =>
    calendar.getByRole('gridcell', { name: new RegExp(`${swedishLongDate(day)}$`) });
  await expectFocusOn(cell(today));
  await page.keyboard.press('ArrowUp');
  await expectFocusOn(cell(weekAgo));
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(field).toHaveValue(weekAgo);
  await expect(countOf(page)).toHaveText(/Visar (\d+) av \1 positioner/);
  await expect(page).toHaveURL(new RegExp(`date=${weekAgo}`));

  // Previous and next day with Enter on the buttons; the day comes back.
  const previous = page.getByRole('button', { name: 'Föregående dag' });
  await pressUntilFocused(page, 'Shift+Tab', previous);
  await page.keyboard.press('Enter');
  await expect(field).not.toHaveValue(weekAgo);
  await expectFocusOn(previous);
  const next = page.getByRole('button', { name: 'Nästa dag' });
  await pressUntilFocused(page, 'Tab', next);
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(weekAgo);
  await expect(countOf(page)).toHaveText(/Visar (\d+) av \1 positioner/);

  // A filter typed in: the name field narrows the list to one person (one with a single
  // position that day, so that each of the row's buttons is named once).
  const all = await positionsOf(page, weekAgo);
  const someone = all.find(
    (p) =>
      p.tripsInfo.length > 1 && all.filter((q) => q.employee.name === p.employee.name).length === 1,
  )!;
  const name = someone.employee.name;
  const filter = page.getByLabel('Namn', { exact: true });
  await pressUntilFocused(page, 'Tab', filter);
  await page.keyboard.type(name);
  await expect(dataRows(page)).not.toHaveCount(all.length);
  await expect(dataRows(page).first()).toContainText(name);

  // Sort a column with Enter (the header's button keeps focus).
  const header = page.getByRole('columnheader', { name: 'Namn' });
  const sort = header.getByRole('button');
  await pressUntilFocused(page, 'Tab', sort);
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expectFocusOn(sort);

  // Expand the row's trips with Enter; the toggle says so and keeps focus.
  const toggle = page.getByRole('button', {
    name: `Visa ${someone.tripsInfo.length} tåg för ${name}`,
  });
  await pressUntilFocused(page, 'Tab', toggle);
  await page.keyboard.press('Enter');
  const trips = page.getByRole('table', { name: `Tåg för ${name}` });
  await expect(trips.getByRole('row')).toHaveCount(someone.tripsInfo.length + 1);
  const hide = page.getByRole('button', { name: `Dölj tåg för ${name}` });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expectFocusOn(hide);

  // The duty dialog: Enter opens it with focus inside, Tab stays in, Escape returns to the button.
  const duty = page.getByRole('button', { name: `Visa tjänst ${someone.block}` });
  await pressUntilFocused(page, 'Tab', duty);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Tjänst ${someone.block}` });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // The duty's trips arrive after the dialog opens; check Tab once they are there.
  const trip = dialog.getByRole('button', { name: /^Visa tåg / }).first();
  await expect(trip).toBeVisible();
  await expectTabStaysIn(page, dialog);
  // A trip of the duty opens on top of it; Escape closes only the trip, back on its button.
  await pressUntilFocused(page, 'Tab', trip, 40);
  const tripName = (await trip.getAttribute('aria-label'))!.replace('Visa tåg ', '');
  const tripOpener = dialog.getByRole('button', { name: `Visa tåg ${tripName}`, exact: true });
  await page.keyboard.press('Enter');
  const tripDialog = page.getByRole('dialog', { name: `Tåg ${tripName}` });
  await expect(tripDialog.getByRole('cell').first()).toBeVisible();
  await escapeBackTo(page, tripDialog, tripOpener);
  await expect(dialog).toBeVisible();
  await escapeBackTo(page, dialog, duty);

  // The employee dialog the same way.
  const employee = page.getByRole('button', { name: `Visa uppgifter om ${name}` });
  await pressUntilFocused(page, 'Tab', employee);
  await page.keyboard.press('Enter');
  const person = page.getByRole('dialog', { name });
  await expect(person).toBeVisible();
  await escapeBackTo(page, person, employee);
});
