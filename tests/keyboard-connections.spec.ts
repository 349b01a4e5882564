import { test, expect } from './fixtures';
import { openConnections } from './connections-helpers';
import { escapeBackTo, expectFocusOn, pressUntilFocused } from './keyboard-helpers';

/**
 * Connections by keyboard alone (issue 16): the place combobox with arrows, Enter and Escape; a
 * main station's board and a trip's vehicles dialog.
 */

test('choose a place in the combobox with arrows and Enter, by keyboard alone', async ({
  page,
}) => {
  await openConnections(page);
  const box = page.getByRole('combobox', { name: 'Sök plats' });
  await pressUntilFocused(page, 'Tab', box);
  await page.keyboard.type('Lund');
  const list = page.getByRole('listbox', { name: 'Sök plats' });
  const options = list.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  // Arrows move the highlighted option (focus stays in the box, aria-activedescendant follows).
  const activeIs = async (index: number) => {
    const id = await options.nth(index).getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', id!);
    await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
  };
  await activeIs(0);
  await page.keyboard.press('ArrowDown');
  await activeIs(1);
  await page.keyboard.press('ArrowUp');
  await activeIs(0);
  // Up from the first wraps to the last, Down from the last back to the first.
  const last = (await options.count()) - 1;
  await page.keyboard.press('ArrowUp');
  await activeIs(last);
  await page.keyboard.press('ArrowDown');
  await activeIs(0);
  await page.keyboard.press('ArrowDown');
  await activeIs(1);
  await expectFocusOn(box);

  // Escape closes the list and keeps what was typed. As in the WAI-ARIA combobox pattern, Down
  // opens it again on the first match (whichever was highlighted before), Up on the last, and
  // the matches are announced again.
  const status = page.getByRole('status').filter({ hasText: /träff/ });
  const closed = async () => {
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(box).toHaveValue('Lund');
    await expectFocusOn(box);
  };
  await page.keyboard.press('ArrowUp');
  await activeIs(0);
  await closed();
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(status).toHaveText(`${last + 1} träffar`);
  await activeIs(0);
  await page.keyboard.press('ArrowDown');
  await activeIs(1);
  await closed();
  await page.keyboard.press('ArrowUp');
  await activeIs(last);
  // Alt+Up closes the list, Alt+Down opens it without moving the highlight.
  await page.keyboard.press('Alt+ArrowUp');
  await expect(list).toBeHidden();
  await page.keyboard.press('Alt+ArrowDown');
  await activeIs(last);
  // Escape with the list closed empties the box; typing starts over on the first match.
  await closed();
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await page.keyboard.type('Lund');
  await activeIs(0);
  const first = (await options.nth(0).textContent())!;

  // Enter chooses it: the board shows its departures, focus stays on the box.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Avgångar från ${first}` })).toBeVisible();
  await expect(list).toBeHidden();
  await expectFocusOn(box);
});

test("a main station's board, and a trip's vehicles in their dialog, by keyboard alone", async ({
  page,
}) => {
  await openConnections(page);
  // A main station is a button: Tab to it, Enter shows its departures.
  const malmo = page.getByRole('region', { name: 'Huvudstationer' }).getByRole('button', {
    name: 'Malmö C (M)',
  });
  await pressUntilFocused(page, 'Tab', malmo);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Avgångar från Malmö C/ })).toBeVisible();
  // Every service has answered: the board no longer changes under the keyboard.
  await expect(page.getByRole('status').filter({ hasText: /^Hämtar / })).toHaveCount(0);

  // Tab goes into the board; Enter on a trip's vehicle button opens them, Escape comes back.
  const show = page.getByRole('button', { name: /^Visa fordon för tur / }).first();
  await pressUntilFocused(page, 'Tab', show, 40);
  const label = (await show.getAttribute('aria-label'))!;
  const opener = page.getByRole('button', { name: label, exact: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Fordon för tur / });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  // Its one control is the close button: Tab leaves for the browser's controls and comes back.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expectFocusOn(dialog.getByRole('button', { name: 'Stäng' }));
  await escapeBackTo(page, dialog, opener);
});
