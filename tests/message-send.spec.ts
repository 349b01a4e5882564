import { test, expect, signIn, joinNamespace, expectAccessible } from './fixtures';

const SUBJECT = 'Signalfel Lund C–Malmö C';

test('a message is previewed, sent once on a double click and lands in the list of another browser', async ({
  page,
  browser,
  namespace,
  baseURL,
}) => {
  test.slow();
  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/message/Group')) sends.push(r.postData() ?? '');
  });
  await signIn(page, 'dispatcher', '/message/edit');
  await expect(page.getByRole('heading', { name: 'Nytt trafikmeddelande' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Distrikt', exact: true })).toHaveValue('4');
  const sms = page.getByRole('button', { name: 'SMS', exact: true });
  await expect(sms).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('checkbox', { name: /^Lokförare Skåne/ }).check();
  await expect(sms).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'E-post' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('textbox', { name: 'Ämne', exact: true }).fill(SUBJECT);
  await page
    .getByRole('textbox', { name: 'Meddelande', exact: true })
    .fill('Tågen kör med nedsatt hastighet.');
  await page.getByRole('textbox', { name: 'SMS-text' }).fill('Signalfel Lund–Malmö, förseningar.');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  const preview = page.getByRole('dialog', { name: 'Förhandsgranskning' });
  await expect(preview.getByRole('region', { name: 'SMS' })).toContainText(
    'SMS till Lokförare Skåne',
  );
  await expect(preview.getByRole('region', { name: 'SMS' })).toContainText(
    'Signalfel Lund–Malmö, förseningar.',
  );
  // E-mail falls back to the subject and the body.
  await expect(preview.getByRole('region', { name: 'E-post' })).toContainText(SUBJECT);
  await expect(preview.getByRole('region', { name: 'App' })).toContainText(
    'Tågen kör med nedsatt hastighet.',
  );
  await expectAccessible(page);
  await preview.getByRole('button', { name: 'Skicka' }).dblclick();
  await expect(page).toHaveURL(/#\/message$/);
  await expect(page.getByRole('row', { name: new RegExp(SUBJECT) })).toBeVisible();
  expect(sends).toHaveLength(1);
  const body = JSON.parse(sends[0]!) as Record<string, unknown>;
  expect(body).toMatchObject({ systemId: 2, parentID: 1, subject: SUBJECT, to: [1], html: false });
  expect(body.customData).toContainEqual({
    key: 'smsContent',
    value: 'Signalfel Lund–Malmö, förseningar.',
  });
  expect(typeof body.clientKey).toBe('string');

  const other = await browser.newContext({ baseURL });
  await joinNamespace(other, namespace, baseURL!);
  const second = await other.newPage();
  await signIn(second, 'admin', '/message');
  await expect(second.getByRole('row', { name: new RegExp(SUBJECT) })).toBeVisible();
  await other.close();
});
