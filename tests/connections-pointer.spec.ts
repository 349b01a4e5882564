import { test, expect } from './fixtures';
import { openConnections } from './connections-helpers';

/** The place search's options act on the click, not on the press (WCAG 2.5.2). */

test('an option is chosen when the mouse is released on it, the box keeping its focus', async ({
  page,
}) => {
  await openConnections(page);
  const box = page.getByRole('combobox', { name: 'Sök plats' });
  await box.fill('lund');
  const option = page.getByRole('option', { name: 'Lund C (LU)' });
  await option.hover();
  await page.mouse.down();
  // Pressed, not yet released: nothing chosen, the list open, the focus still in the box.
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('lund');
  await expect(page.getByRole('listbox', { name: 'Sök plats' })).toBeVisible();
  await page.mouse.up();
  await expect(page.getByRole('heading', { name: 'Avgångar från Lund C (LU)' })).toBeVisible();
  await expect(box).toHaveValue('');
});

test('pressing on an option and releasing away from it chooses nothing', async ({ page }) => {
  await openConnections(page);
  const box = page.getByRole('combobox', { name: 'Sök plats' });
  await box.fill('lund');
  const list = page.getByRole('listbox', { name: 'Sök plats' });
  await page.getByRole('option', { name: 'Lund C (LU)' }).hover();
  await page.mouse.down();
  // Moved off the option (to the other one, then outside the list) before releasing.
  await page.getByRole('option', { name: 'Lund Botulfsplatsen' }).hover();
  await page.getByRole('heading', { level: 1, name: 'Avgångar' }).hover();
  await page.mouse.up();
  await expect(box).toHaveValue('lund');
  await expect(box).toBeFocused();
  await expect(list).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Avgångar från/ })).toHaveCount(0);
  // The list still works: a click on an option chooses it.
  await list.getByRole('option', { name: 'Lund Botulfsplatsen' }).click();
  await expect(
    page.getByRole('heading', { name: 'Avgångar från Lund Botulfsplatsen' }),
  ).toBeVisible();
});
