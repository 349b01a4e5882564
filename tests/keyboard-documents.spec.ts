import { test, expect, signIn } from './fixtures';
import {
  escapeBackTo,
  expectFocusOn,
  expectTabStaysIn,
  pressUntilFocused,
} from './keyboard-helpers';

/**
 * Documents by keyboard alone (issue 16): the process tree and the list it filters; the follow-up
 * list and its recipients dialog (a document of one's own: keyboard-my-documents.spec.ts).
 */

test('tick a process in the tree and sort the list, by keyboard alone', async ({ page }) => {
  await signIn(page, 'admin', '/vls/viewAllDocuments');
  const tree = page.getByRole('tree', { name: 'Processer' });
  const vls = tree.getByRole('treeitem', { name: 'VLS', exact: true });
  await expect(vls).toBeVisible();

  // One Tab stop for the whole tree, on its first node.
  await pressUntilFocused(page, 'Tab', vls);
  await page.keyboard.press('ArrowRight');
  await expect(vls).toHaveAttribute('aria-expanded', 'true');
  await expectFocusOn(vls);
  await page.keyboard.press('ArrowRight');
  const k4 = tree.getByRole('treeitem', { name: 'K4 Utföra trafik' });
  await pressUntilFocused(page, 'ArrowDown', k4);

  // Space ticks the node and its children and opens it; focus stays.
  await page.keyboard.press('Space');
  await expect(k4).toBeChecked();
  await expect(k4).toHaveAttribute('aria-expanded', 'true');
  await expect(vls).toHaveAttribute('aria-checked', 'mixed');
  await expectFocusOn(k4);
  await page.keyboard.press('ArrowRight');
  const train = tree.getByRole('treeitem', { name: 'K4.1 Tågtrafik' });
  await expect(train).toBeChecked();
  await expectFocusOn(train);
  // Left goes back to the parent, then closes it; Home goes to the first node.
  await page.keyboard.press('ArrowLeft');
  await expectFocusOn(k4);
  await page.keyboard.press('ArrowLeft');
  await expect(k4).toHaveAttribute('aria-expanded', 'false');
  await expect(train).toBeHidden();
  await page.keyboard.press('Home');
  await expectFocusOn(vls);

  // On to the list: it shows the ticked process; Enter on a column sorts it.
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText('Utföra trafik');
  const name = table.getByRole('button', { name: 'Namn' });
  await pressUntilFocused(page, 'Tab', name);
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: 'Namn' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expectFocusOn(name);
  // Back up the page with Shift+Tab to the tree's node last focused; one Tab leaves the tree.
  await pressUntilFocused(page, 'Shift+Tab', vls);
  await page.keyboard.press('Tab');
  await expect.poll(() => tree.evaluate((el) => el.contains(document.activeElement))).toBe(false);
});

test("follow-up: sort the list and open a document's recipients, by keyboard alone", async ({
  page,
}) => {
  await signIn(page, 'admin', '/vls/followupReadingRecipt');
  const table = page.getByRole('region', { name: 'Per dokument' });
  const first = table.getByRole('button', { name: /^Visa mottagare för / }).first();
  await expect(first).toBeVisible();

  // Enter on a column header sorts by it, the focus staying on the header.
  const sortButton = table.getByRole('columnheader').first().getByRole('button');
  await pressUntilFocused(page, 'Tab', sortButton, 60);
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader').first()).toHaveAttribute(
    'aria-sort',
    /ascending|descending/,
  );
  await expectFocusOn(sortButton);

  // Tab goes on into the rows; Enter opens a document's recipients, Escape comes back to it.
  await pressUntilFocused(page, 'Tab', first);
  const label = (await first.getAttribute('aria-label'))!;
  const opener = table.getByRole('button', { name: label, exact: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {
    name: `Mottagare: ${label.replace('Visa mottagare för ', '')}`,
  });
  await expect(dialog.getByText(/har läst|inga mottagare/).first()).toBeVisible();
  await expectTabStaysIn(page, dialog);
  await escapeBackTo(page, dialog, opener);
});
