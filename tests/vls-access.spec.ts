import { test, expect, signIn, tokenFor, expectAccessible } from './fixtures';

/**
 * Documents in Östergötland (5) only; the session starts in Skåne (4), where the user holds
 * another access (a district is offered only where the user holds some access).
 */
const token = () =>
  tokenFor('admin', {
    defaultDistrictId: 4,
    access: [
      { name: 'DOC_TOREAD', districts: [5] },
      { name: 'DOC_READ', districts: [5] },
      { name: 'DOC_FOLLOWUP', districts: [5] },
      { name: 'DOC_UPLOAD', districts: [5] },
      { name: 'ROSTER_READ', districts: [4] },
    ],
  });

test('in a district without the document access the views say so, and work in one with it', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await signIn(page, { token: token() }, '/vls/mydocs');
  await expect(page.getByRole('heading', { name: 'Mina dokument' })).toBeVisible();
  await expect(
    page.getByText(
      'Du saknar behörighet till Mina dokument i det valda distriktet. Välj ett annat distrikt.',
    ),
  ).toBeVisible();
  await expectAccessible(page);

  const tabs = page.getByRole('navigation', { name: 'Dokumentvyer' });
  await tabs.getByRole('link', { name: 'Alla dokument' }).click();
  await expect(
    page.getByText('Du saknar behörighet till Alla dokument i det valda distriktet.'),
  ).toBeVisible();
  await tabs.getByRole('link', { name: 'Uppföljning' }).click();
  await expect(
    page.getByText('Du saknar behörighet till Uppföljning i det valda distriktet.'),
  ).toBeVisible();
  // Every district where the user follows up: allowed.
  await page.getByRole('checkbox', { name: 'Alla distrikt' }).check();
  await expect(page.getByText('Distrikt: Östergötland')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Per dokument' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Alla distrikt' }).uncheck();
  await tabs.getByRole('link', { name: 'Ladda upp' }).click();
  await expect(
    page.getByText('Du saknar behörighet till Uppladdade dokument i det valda distriktet.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ladda upp nya dokument' })).toBeVisible();
  await expect(page.getByText(/403/)).toHaveCount(0);
  expect(refused).toEqual([]);

  await page
    .getByRole('combobox', { name: 'Trafikdistrikt' })
    .selectOption({ label: 'Östergötland' });
  await expect(page.getByRole('region', { name: 'Alla dokument' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Mina dokument' }).click();
  await expect(page.getByText(/Du saknar behörighet/)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /olästa? dokument/ })).toBeVisible();
});

test('empty lists say so: uploaded documents, recipients, and who has (not) read', async ({
  page,
}) => {
  await page.route(
    (url) =>
      url.pathname.endsWith('/mock/api/document/getfilter') &&
      (url.searchParams.get('filter') ?? '').includes('"processtagid":[]'),
    (route) => route.fulfill({ json: [] }),
  );
  await signIn(page, 'admin', '/vls/files');
  await expect(page.getByText('Inga dokument i distriktet ännu.')).toBeVisible();

  let recipients: object[] = [];
  await page.route(
    (url) =>
      url.pathname.endsWith('/mock/doc/v1/document/users') && url.searchParams.has('documentid'),
    (route) => route.fulfill({ json: recipients }),
  );
  await page
    .getByRole('navigation', { name: 'Dokumentvyer' })
    .getByRole('link', { name: 'Uppföljning' })
    .click();
  const show = page
    .getByRole('region', { name: 'Per dokument' })
    .getByRole('button', { name: /^Visa mottagare för/ });
  await show.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Dokumentet har inga mottagare i urvalet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stäng' }).click();

  recipients = [
    {
      employeeNumber: '10001',
      UserId: 'u-1',
      FirstName: 'Anna',
      LastName: 'Lindqvist',
      DefaultDistrictId: 4,
      DutySiteIDs: [],
      Roles: [],
      Read: false,
      Checked: false,
    },
  ];
  // Another document (the first one's empty answer is cached).
  await show.nth(1).click();
  await expect(dialog.getByRole('cell', { name: 'Anna Lindqvist' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Har läst', exact: true }).check();
  await expect(dialog.getByText('Ingen av mottagarna har läst dokumentet ännu.')).toBeVisible();
  await expectAccessible(page);
});

test('the Dokument tile leads to the first tab the user may open, not to "Ingen behörighet"', async ({
  page,
}) => {
  const followupOnly = tokenFor('admin', {
    defaultDistrictId: 4,
    access: [{ name: 'DOC_FOLLOWUP', districts: [4] }],
  });
  await signIn(page, { token: followupOnly }, '/');
  await page.getByRole('link', { name: /^Dokument/ }).evaluate((a) => a.removeAttribute('target'));
  await page.getByRole('link', { name: /^Dokument/ }).click();
  await expect(page).toHaveURL(/#\/vls\/followupReadingRecipt$/);
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toHaveCount(0);
  const tabs = page.getByRole('navigation', { name: 'Dokumentvyer' });
  await expect(tabs.getByRole('link')).toHaveText(['Uppföljning']);
});
