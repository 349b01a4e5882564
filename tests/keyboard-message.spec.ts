import { test, expect, signIn } from './fixtures';
import {
  escapeBackTo,
  expectFocusOn,
  expectTabStaysIn,
  pressUntilFocused,
} from './keyboard-helpers';
import { dateTimeField } from './date-time-fields';
import { addDays, stockholmDay, swedishLongDate } from './stockholm-days';

/** Traffic messages by keyboard alone (issue 16): the list's day, sort and threads; compose. */

const ENDED = 'Signalfel vid Lund C';

test('list: pick yesterday, sort, unfold and open a thread, by keyboard alone', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/message');
  await expect(page.getByRole('heading', { name: 'Trafikmeddelanden' })).toBeVisible();
  const today = stockholmDay();
  const yesterday = addDays(today, -1);

  // The date picker: an arrow into the calendar, Left to the day before, Enter.
  const date = page.getByRole('textbox', { name: 'Datum' });
  // The date picker loads on demand; a read-only field stands in until it has.
  await expect(date).toBeEditable();
  await pressUntilFocused(page, 'Tab', date);
  await page.keyboard.press('ArrowDown');
  const calendar = page.getByRole('dialog', { name: 'Välj datum' });
  const cell = (day: string) =>
    calendar.getByRole('gridcell', { name: new RegExp(`${swedishLongDate(day)}$`) });
  await expectFocusOn(cell(today));
  await page.keyboard.press('ArrowLeft');
  await expectFocusOn(cell(yesterday));
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`date=${yesterday}`));

  // Sort by subject with Enter on its header.
  const subject = page.getByRole('columnheader', { name: 'Ämne' });
  await pressUntilFocused(page, 'Tab', subject.getByRole('button'));
  await page.keyboard.press('Enter');
  await expect(subject).toHaveAttribute('aria-sort', 'ascending');
  await expectFocusOn(subject.getByRole('button'));

  // A thread's updates unfold in place; then Enter on its link opens the thread.
  const ended = page.getByRole('row', { name: new RegExp(ENDED) }).first();
  const unfold = ended.getByRole('button', { name: `Visa 1 uppdatering av ${ENDED}` });
  await pressUntilFocused(page, 'Tab', unfold);
  await page.keyboard.press('Enter');
  await expect(ended).toContainText(`Åtgärdat: ${ENDED}`);
  const fold = ended.getByRole('button', { name: `Dölj uppdateringarna av ${ENDED}` });
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expectFocusOn(fold);
  const open = ended.getByRole('link', { name: `Öppna ${ENDED}` });
  await pressUntilFocused(page, 'Shift+Tab', open);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/message\/\d+/);
  await expect(page.getByRole('heading', { name: ENDED }).first()).toBeVisible();
});

test('compose: fill the form and reach the preview; Escape closes it, by keyboard alone', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/message/edit');
  await expect(page.getByRole('heading', { name: 'Nytt trafikmeddelande' })).toBeVisible();
  const group = page.getByRole('checkbox', { name: /^Trafikledning Skåne/ });
  await pressUntilFocused(page, 'Tab', group, 40);
  await page.keyboard.press('Space');
  await expect(group).toBeChecked();
  const subject = page.getByRole('textbox', { name: 'Ämne', exact: true });
  await pressUntilFocused(page, 'Tab', subject);
  await page.keyboard.type('Spårändring Lund C');
  const body = page.getByRole('textbox', { name: 'Meddelande', exact: true });
  await pressUntilFocused(page, 'Tab', body);
  await page.keyboard.type('Tågen går från spår 3.');

  // Gäller till: the next day from the calendar (an arrow in, Right, Enter), a time typed on the
  // 24-hour clock and shown as HH:MM when the field is left.
  const validTo = dateTimeField(page, 'Gäller till');
  await expect(validTo.date).toBeEditable();
  const day = await validTo.date.inputValue();
  await pressUntilFocused(page, 'Tab', validTo.date);
  await page.keyboard.press('ArrowDown');
  const calendar = page.getByRole('dialog', { name: 'Välj datum' });
  const cell = (key: string) =>
    calendar.getByRole('gridcell', { name: new RegExp(`${swedishLongDate(key)}$`) });
  await expectFocusOn(cell(day));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(validTo.date).toHaveValue(addDays(day, 1));
  await pressUntilFocused(page, 'Tab', validTo.time);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1530');
  await page.keyboard.press('Tab');
  await expect(validTo.time).toHaveValue('15:30');

  const previewButton = page.getByRole('button', { name: 'Förhandsgranska' });
  await pressUntilFocused(page, 'Tab', previewButton, 60);
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog', { name: 'Förhandsgranskning' });
  await expect(preview).toContainText('Spårändring Lund C');
  await expect(preview).toContainText(`Gäller till ${addDays(day, 1)} 15:30`);
  await expect.poll(() => preview.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectTabStaysIn(page, preview);
  await escapeBackTo(page, preview, previewButton);
  // Nothing was sent: the form is still there with what was typed.
  await expect(subject).toHaveValue('Spårändring Lund C');
});
