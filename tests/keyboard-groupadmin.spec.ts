import { test, expect, signIn } from './fixtures';
import {
  escapeBackTo,
  expectFocusOn,
  expectTabStaysIn,
  pressUntilFocused,
} from './keyboard-helpers';

/**
 * Recipient groups by keyboard alone (issue 16): name, district, a recipient row, and the pick,
 * external recipient and delete dialogs.
 */

test('fill a new group, add and remove a recipient, pick one in the dialog, by keyboard alone', async ({
  page,
}) => {
  await signIn(page, 'admin', '/message/groupadmin/edit');
  await expect(page.getByRole('heading', { name: 'Ny mottagargrupp' })).toBeVisible();
  const fields = page.getByRole('group', { name: 'Gruppen' });

  const name = fields.getByLabel('Namn');
  await pressUntilFocused(page, 'Tab', name);
  await page.keyboard.type('Bussförare Ystad');
  // A select takes typed letters: "Sk" chooses Skåne.
  const district = fields.getByRole('combobox', { name: 'Distrikt', exact: true });
  await pressUntilFocused(page, 'Tab', district);
  await page.keyboard.type('Sk');
  await expect(district.locator('option:checked')).toHaveText('Skåne');

  // A recipient row: a district chosen and added with Enter, then removed with Enter on its row's
  // button; focus stays in the recipients (here the note that none is left), not on the page's
  // body.
  const choice = page.getByRole('combobox', { name: 'Lägg till distrikt' });
  await pressUntilFocused(page, 'Tab', choice);
  await page.keyboard.type('Sk');
  const add = page.getByRole('button', { name: 'Lägg till distrikt' });
  await pressUntilFocused(page, 'Tab', add);
  await page.keyboard.press('Enter');
  const recipients = page.getByRole('table', { name: 'Mottagare' });
  const row = recipients.getByRole('row', { name: /Skåne/ });
  await expect(row).toHaveCount(1);
  const remove = row.getByRole('button', { name: /^Ta bort / });
  await pressUntilFocused(page, 'Tab', remove);
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  await expectFocusOn(page.getByText('Gruppen har inga mottagare än.'));

  // The pick dialog: Enter opens it, a filter is typed, Enter picks; focus is back on the opener.
  const open = page.getByRole('button', { name: 'Välj befintlig extern mottagare' });
  await pressUntilFocused(page, 'Tab', open);
  await page.keyboard.press('Enter');
  const pick = page.getByRole('dialog', { name: 'Välj befintlig extern mottagare' });
  const filter = pick.getByLabel('Filtrera');
  await pressUntilFocused(page, 'Tab', filter);
  await page.keyboard.type('nobina');
  const nobina = pick.getByRole('button', { name: 'Välj Nobina Malmö' });
  await pressUntilFocused(page, 'Tab', nobina);
  await page.keyboard.press('Enter');
  await expect(pick).toBeHidden();
  await expect(recipients.getByRole('row', { name: /Nobina Malmö/ })).toHaveCount(1);
  await expectFocusOn(open);
  // Opened again, Escape closes it without a choice.
  await page.keyboard.press('Enter');
  await expect(pick).toBeVisible();
  await escapeBackTo(page, pick, open);
  await expect(recipients.getByRole('row', { name: /Nobina Malmö/ })).toHaveCount(1);
});

test('an external recipient added in its dialog, then opened again from its row, by keyboard alone', async ({
  page,
}) => {
  await signIn(page, 'admin', '/message/groupadmin/edit');
  await expect(page.getByRole('heading', { name: 'Ny mottagargrupp' })).toBeVisible();
  const recipients = page.getByRole('table', { name: 'Mottagare' });

  // Enter opens the dialog with the focus in it; the fields are typed, Enter in one saves.
  const add = page.getByRole('button', { name: 'Lägg till extern mottagare' });
  await pressUntilFocused(page, 'Tab', add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Extern mottagare' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectTabStaysIn(page, dialog);
  await pressUntilFocused(page, 'Tab', dialog.getByLabel('Namn'));
  await page.keyboard.type('Taxi Ystad');
  await pressUntilFocused(page, 'Tab', dialog.getByLabel('E-post'));
  await page.keyboard.type('trafik@taxiystad.se');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const row = recipients.getByRole('row', { name: /Taxi Ystad/ });
  await expect(row).toHaveCount(1);
  await expectFocusOn(add);

  // Its row's change button opens the dialog filled in; Escape leaves it as it was.
  const change = row.getByRole('button', { name: 'Ändra Taxi Ystad' });
  await pressUntilFocused(page, 'Shift+Tab', change);
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('E-post')).toHaveValue('trafik@taxiystad.se');
  await escapeBackTo(page, dialog, change);
  await expect(row).toContainText('trafik@taxiystad.se');
});

test('the delete dialog of a group: Enter opens it, Escape leaves the group as it was', async ({
  page,
}) => {
  await signIn(page, 'admin', '/message/groupadmin');
  const edit = page.getByRole('link', { name: 'Redigera Lokförare Skåne' });
  await pressUntilFocused(page, 'Tab', edit, 60);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Mottagargrupp Lokförare Skåne' })).toBeVisible();

  const remove = page.getByRole('button', { name: 'Ta bort gruppen' });
  await pressUntilFocused(page, 'Tab', remove, 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ta bort gruppen' });
  await expect(dialog).toContainText('Lokförare Skåne');
  await expectTabStaysIn(page, dialog, 4);
  await escapeBackTo(page, dialog, remove);
  await expect(page.getByRole('heading', { name: 'Mottagargrupp Lokförare Skåne' })).toBeVisible();
});
