import { test, expect, signIn } from './fixtures';
import { escapeBackTo, expectFocusOn, pressUntilFocused } from './keyboard-helpers';

/** Workday by keyboard alone (issue 16): the calendar's weeks and a duty, the position list. */

test('calendar: a week forward and back, this week, and a duty’s details, by keyboard alone', async ({
  page,
}) => {
  await signIn(page, 'driver', '/workday/calendar');
  const first = page.getByRole('heading', { level: 2, name: /^Vecka \d+/ }).first();
  await expect(first).toBeVisible();
  const thisWeek = (await first.textContent())!;

  const next = page.getByRole('button', { name: 'Nästa vecka' });
  await pressUntilFocused(page, 'Tab', next);
  await page.keyboard.press('Enter');
  await expect(first).not.toHaveText(thisWeek);
  await expectFocusOn(next);
  const previous = page.getByRole('button', { name: 'Föregående vecka' });
  await pressUntilFocused(page, 'Shift+Tab', previous);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expectFocusOn(previous);
  await expect(first).not.toHaveText(thisWeek);
  // Back to this week: the button is then disabled, and focus must not fall off the page.
  const today = page.getByRole('button', { name: 'Denna vecka' });
  await pressUntilFocused(page, 'Tab', today);
  await page.keyboard.press('Enter');
  await expect(first).toHaveText(thisWeek);
  await expect(today).toBeDisabled();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

  // A duty's details: Enter opens the dialog, Escape closes it back on the duty.
  const duty = page.getByRole('button', { name: /^Visa tjänst / }).first();
  await pressUntilFocused(page, 'Tab', duty);
  const name = (await duty.getAttribute('aria-label'))!.replace(/^Visa tjänst (\S+) .*$/, '$1');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Tjänst ${name}` });
  await expect(dialog.getByRole('table', { name: 'Aktiviteter' })).toBeVisible();
  await escapeBackTo(page, dialog, duty);
});

test('position list: a time typed in and a train’s trip info, by keyboard alone', async ({
  page,
}) => {
  await signIn(page, 'driver', '/workday/positionlist');
  const count = page.getByRole('status').filter({ hasText: /^Visar \d+ av \d+ positioner$/ });
  await expect(count).toBeVisible();
  const time = page.getByRole('textbox', { name: 'Tid' });
  await pressUntilFocused(page, 'Tab', time);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(time).toHaveValue('00:00');
  await expectFocusOn(time);

  const table = page.getByRole('region', { name: 'Positioner' });
  const trip = table.getByRole('button', { name: /^Visa tåg / }).first();
  await pressUntilFocused(page, 'Tab', trip, 60);
  const number = (await trip.textContent())!;
  await page.keyboard.press('Enter');
  const info = page.getByRole('dialog', { name: `Tåg ${number}` });
  await expect(info.getByRole('table', { name: `Personal på tåg ${number}` })).toBeVisible();
  await escapeBackTo(page, info, trip);
});
