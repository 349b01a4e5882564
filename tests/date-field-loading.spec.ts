import { test, expect } from './fixtures';
import { pressUntilFocused } from './keyboard-helpers';
import { dateField, openStaff } from './staff-helpers';

/**
 * The date picker is loaded on demand; until it has, a read-only field stands in. A keyboard user
 * who tabs to the stand-in keeps the focus when the picker replaces it (issue 16).
 */
test('a Tab to the date field before its picker has loaded keeps the focus on it', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/date-picker-field-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openStaff(page);
  const field = dateField(page);
  await expect(field).not.toBeEditable();
  await pressUntilFocused(page, 'Tab', field);
  release();
  await expect(field).toBeEditable();
  await expect(field).toBeFocused();
});
