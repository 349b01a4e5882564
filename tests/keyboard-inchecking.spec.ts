import { test, expect, signIn } from './fixtures';
import { escapeBackTo, expectFocusOn, pressUntilFocused } from './keyboard-helpers';
import { openDuty } from './inchecking-helpers';

/** Check-in by keyboard alone (issue 16): time frame, search, a row's check-in and check-out. */

test('search a duty and check it in and out, by keyboard alone', async ({ page }) => {
  const { dutyName: duty, employee } = await openDuty(page.request);
  const person = employee.name;
  await signIn(page, 'dispatcher', '/inchecking');
  await expect(page.getByRole('heading', { name: 'Incheckning' })).toBeVisible();

  // The time frame is a select: End picks its last choice, every duty of the day.
  const frame = page.getByLabel('Tidsram');
  await pressUntilFocused(page, 'Tab', frame);
  await page.keyboard.press('End');
  await expect(frame).toHaveValue('all');
  const count = page.getByRole('status').filter({ hasText: /^Visar \d+ av \d+ tjänster$/ });
  await expect(count).toHaveText(/^Visar (\d+) av \1 tjänster$/);

  // A duty nobody has checked in yet, found by search.
  const search = page.getByLabel('Sök');
  await pressUntilFocused(page, 'Shift+Tab', search);
  await page.keyboard.type(duty!);
  await expect(count).not.toHaveText(/Visar (\d+) av \1 tjänster/);

  // Enter on the row's check-in button (no confirmation): while the request runs (held here)
  // the button is unavailable and keeps the focus; then the row turns to check-out, and focus
  // follows to it.
  const checkIn = page.getByRole('button', { name: `Checka in ${person} på ${duty}` });
  await pressUntilFocused(page, 'Tab', checkIn);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/mock/staff/signin/checkin?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.press('Enter');
  await expect(checkIn).toHaveAttribute('aria-disabled', 'true');
  await expectFocusOn(checkIn);
  release();
  const checkOut = page.getByRole('button', { name: `Checka ut ${person} från ${duty}` });
  await expect(checkIn).toHaveCount(0);
  await expectFocusOn(checkOut);
  await page.keyboard.press('Enter');
  await expect(checkOut).toHaveCount(0);
  // Checked out, the row has no button left there: focus goes back to the row's employee.
  await expectFocusOn(page.getByRole('button', { name: `Visa uppgifter om ${person}` }));
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The duty's details in a dialog, closed by Escape back to the button.
  const show = page
    .getByRole('row')
    .filter({ hasText: employee.employeeNumber })
    .getByRole('button', { name: `Visa tjänst ${duty}`, exact: true });
  await pressUntilFocused(page, 'Shift+Tab', show);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Tjänst ${duty}` });
  await expect(dialog.getByRole('cell', { name: 'KLARGÖRING' })).toBeVisible();
  await escapeBackTo(page, dialog, show);
});
