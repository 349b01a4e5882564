import { test, expect, signIn, expectAccessible } from './fixtures';

/**
 * Group admin shows external recipients' phone numbers as Swedes write them, with their area
 * codes (spec 2 §9), each number of a field on its own; what is stored and sent stays as it was
 * (46…, ; separated), and the pick dialog finds a number however it is typed.
 */

test('phone numbers are shown formatted, found however typed, and sent as stored', async ({
  page,
}) => {
  test.setTimeout(90_000); // axe on a shared machine
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/msg/GroupExternalRecipient'))
      sent.push(String((r.postDataJSON() as { Phone?: unknown }).Phone));
  });
  await signIn(page, 'admin', '/message/groupadmin');
  await page.getByRole('link', { name: 'Redigera Externa busspartner Skåne' }).click();
  await expect(
    page.getByRole('heading', { name: 'Mottagargrupp Externa busspartner Skåne' }),
  ).toBeVisible();
  const recipients = page.getByRole('table', { name: 'Mottagare' });
  const row = (name: RegExp) => recipients.getByRole('row', { name });
  // Stored 4640123456 and 46102011000.
  await expect(row(/Nobina Malmö/)).toContainText('040-12 34 56');
  await expect(row(/Nobina Malmö/)).not.toContainText('4640123456');
  await expect(row(/Bergkvarabuss/)).toContainText('010-201 10 00');

  // The pick dialog shows 46104235000 as 010-423 50 00 and finds it as shown, stored or dialled.
  await page.getByRole('button', { name: 'Välj befintlig extern mottagare' }).click();
  const pick = page.getByRole('dialog', { name: 'Välj befintlig extern mottagare' });
  const filter = pick.getByLabel('Filtrera');
  const choices = pick.getByRole('button', { name: /^Välj / });
  for (const typed of ['010-423 50 00', '46104235000', '0104235000', '+46104235000']) {
    await filter.fill(typed);
    await expect(choices, typed).toHaveText(['Välj Trafikverket Trafikcentral Malmö']);
  }
  await expect(pick.getByRole('listitem')).toContainText('010-423 50 00');
  await expect(pick.getByRole('listitem')).not.toContainText('46104235000');
  await expectAccessible(page);
  await choices.click();
  await expect(pick).toBeHidden();
  await expect(row(/Trafikcentral Malmö/)).toContainText('010-423 50 00');

  // Two numbers in one field: stored normalised and ; separated, shown each formatted.
  await page.getByRole('button', { name: 'Lägg till extern mottagare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extern mottagare' });
  await dialog.getByLabel('Namn').fill('Ystad Buss jour');
  await dialog.getByLabel('Telefon').fill('0411 123 456 | 0705550101');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(/Ystad Buss jour/)).toContainText('0411-12 34 56, 070-555 01 01');
  await expectAccessible(page);

  // Changing it edits the stored value, which passes the §5 rule as it is.
  await page.getByRole('button', { name: 'Ändra Ystad Buss jour' }).click();
  await expect(dialog.getByLabel('Telefon')).toHaveValue('46411123456;46705550101');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(/Ystad Buss jour/)).toContainText('0411-12 34 56, 070-555 01 01');

  // Sent as stored, not as shown.
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mottagargrupper' })).toBeVisible();
  expect(sent.sort()).toEqual(['46104235000', '46411123456;46705550101']);
});
