import { test, expect, signIn, joinNamespace, expectAccessible } from './fixtures';
import type { Page } from '@playwright/test';

/** Recipient groups: create with each kind, edit, pick, remove, delete (spec 2 §2-§5). */

const LIST = '/message/groupadmin';

function groupFields(page: Page) {
  return page.getByRole('group', { name: 'Gruppen' });
}

async function addChoice(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
  await page.getByRole('button', { name: label }).click();
}

test('an administrator creates a group with every kind of recipient', async ({ page }) => {
  test.setTimeout(90_000); // several axe runs on a shared machine
  await signIn(page, 'admin', LIST);
  await expect(page.getByRole('heading', { name: 'Mottagargrupper' })).toBeVisible();
  await expect(page).toHaveTitle('Trafikmeddelanden');
  await expect(page.getByRole('link', { name: 'Redigera Lokförare Skåne' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Ny mottagargrupp' }).click();
  await expect(page.getByRole('heading', { name: 'Ny mottagargrupp' })).toBeVisible();
  const fields = groupFields(page);
  await fields.getByLabel('Namn').fill('Bussförare Ystad');
  await fields
    .getByRole('combobox', { name: 'Distrikt', exact: true })
    .selectOption({ label: 'Skåne' });
  await fields.getByLabel('Avsändare (e-post)').fill(' trafikinfo.ystad @tagbolaget.se ');
  await fields.getByRole('checkbox', { name: 'SMS' }).check();

  await addChoice(page, 'Lägg till distrikt', 'Skåne');
  await addChoice(page, 'Lägg till roll', 'Driver');
  await addChoice(page, 'Lägg till tjänsteställe', 'Malmö Lokförare');

  await page.getByRole('button', { name: 'Lägg till extern mottagare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extern mottagare' });
  await dialog.getByLabel('Namn').fill('Ystad Buss jour');
  await dialog.getByLabel('E-post').fill('jour@ystadbuss.se, trafik@ystadbuss.se');
  await dialog.getByLabel('Telefon').fill('0411 123 456');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Välj befintlig extern mottagare' }).click();
  const pick = page.getByRole('dialog', { name: 'Välj befintlig extern mottagare' });
  await pick.getByLabel('Filtrera').fill('nobina');
  await expectAccessible(page);
  await pick.getByRole('button', { name: 'Välj Nobina Malmö' }).click();
  await expect(pick).toBeHidden();

  const recipients = page.getByRole('table', { name: 'Mottagare' });
  await expect(recipients.getByRole('row')).toHaveCount(6);
  await expect(recipients.getByRole('row', { name: /Ystad Buss jour/ })).toContainText(
    'jour@ystadbuss.se;trafik@ystadbuss.se',
  );
  await expect(recipients.getByRole('row', { name: /Ystad Buss jour/ })).toContainText(
    '0411-12 34 56',
  );
  await expect(recipients.getByRole('row', { name: /Nobina Malmö/ })).toContainText(
    'Ny, inte sparad',
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mottagargrupper' })).toBeVisible();
  const row = page.getByRole('row', { name: /Bussförare Ystad/ });
  await expect(row).toContainText('trafikinfo.ystad@tagbolaget.se');
  await expect(row).toContainText('E-post, App, SMS');
  await expect(row).toContainText('1 distrikt, 1 roller, 1 tjänsteställen, 2 externa');
});

test('an administrator edits a group (removes a recipient, changes an external), then deletes it', async ({
  page,
  browser,
  namespace,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin', LIST);
  const row = page.getByRole('row', { name: /Externa busspartner Skåne/ });
  await expect(row).toContainText('0 distrikt, 1 roller, 0 tjänsteställen, 3 externa');
  const recipients = page.getByRole('table', { name: 'Mottagare' });
  const dialog = page.getByRole('dialog', { name: 'Extern mottagare' });

  await page.getByRole('link', { name: 'Redigera Externa busspartner Skåne' }).click();
  await expect(
    page.getByRole('heading', { name: 'Mottagargrupp Externa busspartner Skåne' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ta bort Traffic Message Recipient External' }).click();
  await expect(recipients.getByRole('row', { name: /Traffic Message/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ändra Nobina Malmö' }).click();
  await dialog.getByLabel('Telefon').fill('040 999 99 99');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(recipients.getByRole('row', { name: /Nobina Malmö/ })).toContainText(
    'Ändrad, inte sparad',
  );
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(row).toContainText('0 distrikt, 0 roller, 0 tjänsteställen, 3 externa');

  // Delete, with a confirmation; back on the list and gone for another browser too.
  await page.getByRole('link', { name: 'Redigera Externa busspartner Skåne' }).click();
  await expect(recipients.getByRole('row', { name: /Nobina Malmö/ })).toContainText(
    '040-999 99 99',
  );
  await page.getByRole('button', { name: 'Ta bort gruppen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort gruppen' });
  await expect(confirm).toContainText('Vill du ta bort mottagargruppen Externa busspartner Skåne?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Ta bort gruppen' }).click();
  await expect(page.getByRole('heading', { name: 'Mottagargrupper' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Externa busspartner Skåne/ })).toHaveCount(0);

  const other = await browser.newContext({ baseURL });
  await joinNamespace(other, namespace, baseURL!);
  const second = await other.newPage();
  await signIn(second, 'admin', LIST);
  await expect(second.getByRole('link', { name: 'Redigera Lokförare Skåne' })).toBeVisible();
  await expect(second.getByRole('row', { name: /Externa busspartner Skåne/ })).toHaveCount(0);
  await other.close();
});
