import { test, expect, signIn, expectAccessible } from './fixtures';
import type { Page } from '@playwright/test';

/** A save of many calls: a partial failure says what is missing; saving again completes it. */

async function addChoice(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
  await page.getByRole('button', { name: label }).click();
}

test('a partial save names what is not saved, survives a reload, and a second save completes it without duplicates', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin', '/message/groupadmin/edit');
  await expect(page.getByRole('heading', { name: 'Ny mottagargrupp' })).toBeVisible();
  const fields = page.getByRole('group', { name: 'Gruppen' });
  await fields.getByLabel('Namn').fill('Jour Östergötland');
  await fields.getByRole('combobox', { name: 'Distrikt', exact: true }).selectOption({
    label: 'Östergötland',
  });
  await fields.getByRole('combobox', { name: 'Lägg till avsändare' }).selectOption({
    label: 'trafikinfo.ostergotland@tagbolaget.se',
  });
  await expect(fields.getByLabel('Avsändare (e-post)')).toHaveValue(
    'trafikinfo.ostergotland@tagbolaget.se',
  );
  await addChoice(page, 'Lägg till distrikt', 'Östergötland');
  await addChoice(page, 'Lägg till roll', 'Conductor');
  await addChoice(page, 'Lägg till tjänsteställe', 'Mjölby Tågvärdar');
  await page.getByRole('button', { name: 'Lägg till extern mottagare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extern mottagare' });
  await dialog.getByLabel('Namn').fill('Östgötatrafiken jour');
  await dialog.getByLabel('Telefon').fill('013-20 50 00');
  await dialog.getByRole('button', { name: 'Spara' }).click();

  // The role and the external recipient fail; the rest is saved.
  await page.request.post('/mock/__control', {
    data: {
      failCalls: [
        { method: 'POST', path: '/GroupRoleRecipient', status: 500 },
        { method: 'POST', path: '/GroupExternalRecipient', status: 503 },
      ],
    },
  });
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  const report = page.getByRole('alert').filter({ hasText: 'Allt sparades inte' });
  await expect(report).toContainText('Roll Conductor: lades inte till (500');
  // A gateway's 503: it may have been made (it is looked for before it is sent again).
  await expect(report).toContainText('Extern Östgötatrafiken jour: osäkert om den lades till (503');
  await expect(report.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Ta bort gruppen' })).toBeVisible();
  // The group exists now: its own page (the next save is a PUT), and "new" is empty again.
  await expect(page).toHaveURL(/\/message\/groupadmin\/edit\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Mottagargrupp Jour Östergötland' }),
  ).toBeVisible();
  const recipients = page.getByRole('table', { name: 'Mottagare' });
  await expect(recipients.getByRole('row', { name: /Conductor/ })).toContainText('Ny, inte sparad');
  await expect(recipients.getByRole('row', { name: /Mjölby Tågvärdar/ })).not.toContainText(
    'inte sparad',
  );
  await expectAccessible(page);

  // A reload keeps the form as it was.
  await page.reload();
  await expect(page.getByText('Osparade ändringar från tidigare har återställts.')).toBeVisible();
  await expect(fields.getByLabel('Namn')).toHaveValue('Jour Östergötland');
  await expect(recipients.getByRole('row')).toHaveCount(5);
  await expect(recipients.getByRole('row', { name: /Östgötatrafiken jour/ })).toContainText(
    'Ny, inte sparad',
  );

  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mottagargrupper' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Distrikt' })
    .getByRole('checkbox', { name: 'Östergötland' })
    .check();
  const row = page.getByRole('row', { name: /Jour Östergötland/ });
  await expect(row).toContainText('1 distrikt, 1 roller, 1 tjänsteställen, 1 externa');
  await expect(page.getByRole('row', { name: /Jour Östergötland/ })).toHaveCount(1);
});

test('the list keeps the chosen districts and shows several at once', async ({ page }) => {
  await signIn(page, 'admin', '/message/groupadmin');
  const districts = page.getByRole('group', { name: 'Distrikt' });
  await expect(districts.getByRole('checkbox', { name: 'Skåne' })).toBeChecked();
  await expect(page.getByRole('row', { name: /Lokförare Östergötland/ })).toHaveCount(0);
  await districts.getByRole('checkbox', { name: 'Östergötland' }).check();
  await expect(page.getByRole('row', { name: /Lokförare Östergötland/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Lokförare Skåne/ })).toBeVisible();
  await page.reload();
  await expect(districts.getByRole('checkbox', { name: 'Östergötland' })).toBeChecked();
  await expect(page.getByRole('row', { name: /Lokförare Östergötland/ })).toBeVisible();
  await districts.getByRole('checkbox', { name: 'Skåne' }).uncheck();
  await districts.getByRole('checkbox', { name: 'Östergötland' }).uncheck();
  await expect(page.getByText('Välj minst ett distrikt.')).toBeVisible();
});

test('a dispatcher with MESSAGE_SEND only administers the groups of their districts (spec 2 §6)', async ({
  page,
}) => {
  // In the shell's menu.
  await signIn(page, 'dispatcher', '/message');
  const nav = page.getByRole('navigation', { name: 'Vyer i portalen' });
  await nav.getByRole('button', { name: 'Meny' }).click();
  await nav.getByRole('link', { name: 'Mottagargrupper' }).click();
  await expect(page.getByRole('heading', { name: 'Mottagargrupper' })).toBeVisible();
  // Offered: the districts of MESSAGE_SEND (4, 5, 17), not the others.
  const districts = page.getByRole('group', { name: 'Distrikt' });
  await expect(districts.getByRole('checkbox')).toHaveCount(3);
  await expect(page.getByRole('row', { name: /Lokförare Skåne/ })).toBeVisible();

  await page.getByRole('link', { name: 'Ny mottagargrupp' }).click();
  const fields = page.getByRole('group', { name: 'Gruppen' });
  await fields.getByLabel('Namn').fill('Trafikledningens jour');
  await fields.getByRole('combobox', { name: 'Distrikt', exact: true }).selectOption({
    label: 'Skåne',
  });
  await fields.getByLabel('Avsändare (e-post)').fill('trafikinfo.skane@tagbolaget.se');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('Mottagargruppen Trafikledningens jour sparades.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Trafikledningens jour/ })).toBeVisible();
});
