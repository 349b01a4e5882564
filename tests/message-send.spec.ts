import { test, expect, signIn, joinNamespace, expectAccessible } from './fixtures';
import { threadRows } from './message-rows';

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
  await expect(
    page
      .getByRole('region', { name: 'E-post' })
      .getByText('Lämnar du fälten tomma får e-posten meddelandets ämne och text.'),
  ).toBeVisible();
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
  await threadRows(page, new RegExp(SUBJECT));
  expect(sends).toHaveLength(1);
  const body = JSON.parse(sends[0]!) as Record<string, unknown>;
  expect(body).toMatchObject({ systemId: 2, parentID: 1, subject: SUBJECT, to: [1], html: false });
  expect(body.customData).toContainEqual({
    key: 'smsContent',
    value: 'Signalfel Lund–Malmö, förseningar.',
  });
  // The spec's body, nothing more (no key of the portal's own).
  expect(Object.keys(body).sort()).toEqual(
    ['body', 'customData', 'html', 'parentID', 'readReceipt', 'subject', 'systemId', 'to']
      .concat(['validFrom', 'validTo'])
      .sort(),
  );

  const other = await browser.newContext({ baseURL });
  await joinNamespace(other, namespace, baseURL!);
  const second = await other.newPage();
  await signIn(second, 'admin', '/message');
  await threadRows(second, new RegExp(SUBJECT));
  await other.close();
});

async function compose(page: import('@playwright/test').Page, subject: string) {
  await page.getByRole('checkbox', { name: /^Trafikledning Skåne/ }).check();
  await page.getByRole('textbox', { name: 'Ämne', exact: true }).fill(subject);
  await page.getByRole('textbox', { name: 'Meddelande', exact: true }).fill('Ett spår avstängt.');
}

async function previewAndSend(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await page
    .getByRole('dialog', { name: 'Förhandsgranskning' })
    .getByRole('button', { name: 'Skicka' })
    .click();
}

test("a 500 shows the status with 'skickar fel' and the form keeps everything, also after a reload", async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'dispatcher', '/message/edit');
  await page.request.post('/mock/msg/__control', {
    data: { failNext: { status: 500, message: 'Internt fel i meddelandetjänsten' } },
  });
  await compose(page, 'Provmeddelande: växelfel Hässleholm');
  await previewAndSend(page);
  const alert = page.getByRole('alert').filter({ hasText: 'skickar fel' });
  await expect(alert).toContainText('500 skickar fel');
  await expect(alert).toContainText('Internt fel i meddelandetjänsten');
  await expect(page).toHaveURL(/#\/message\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Ämne', exact: true })).toHaveValue(
    'Provmeddelande: växelfel Hässleholm',
  );
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Ämne', exact: true })).toHaveValue(
    'Provmeddelande: växelfel Hässleholm',
  );
  await expect(page.getByRole('checkbox', { name: /^Trafikledning Skåne/ })).toBeChecked();
  // The status said it was not sent: sending again goes straight out.
  await previewAndSend(page);
  await expect(page).toHaveURL(/#\/message$/);
  await threadRows(page, /Provmeddelande: växelfel Hässleholm/);
});

test('a network error is shown; the next send first checks, then sends once', async ({ page }) => {
  test.slow();
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/message/Group')) posts++;
  });
  await signIn(page, 'dispatcher', '/message/edit');
  await page.route('**/mock/msg/message/Group', (route) => route.abort('internetdisconnected'));
  await compose(page, 'Provmeddelande: kontaktledning Lund');
  await previewAndSend(page);
  const alert = page.getByRole('alert').filter({ hasText: 'kunde inte skickas' });
  await expect(alert).toContainText('Meddelandet kunde inte skickas: Nätverksfel');
  // It was looked for at once and is not in the list: the user may send it again.
  await expect(alert).toContainText('Meddelandet finns inte i listan, så det kom inte fram.');
  await expect(page.getByRole('textbox', { name: 'Ämne', exact: true })).toHaveValue(
    'Provmeddelande: kontaktledning Lund',
  );
  await page.unroute('**/mock/msg/message/Group');
  await previewAndSend(page);
  await expect(page).toHaveURL(/#\/message$/);
  await threadRows(page, /Provmeddelande: kontaktledning Lund/);
  expect(posts).toBe(2);
});

test('a 401 while composing: signed in again, the form is still filled', async ({ page }) => {
  test.slow();
  await signIn(page, 'dispatcher', '/message/edit');
  await compose(page, 'Provmeddelande: fordonsfel 1041');
  await page.route('**/mock/msg/message/Group', (route) =>
    route.fulfill({ status: 401, json: { message: 'Token expired' } }),
  );
  await previewAndSend(page);
  await expect(page).toHaveURL(/#\/login/);
  await page.unroute('**/mock/msg/message/Group');
  await signIn(page, 'dispatcher', '/message/edit');
  await expect(page.getByRole('textbox', { name: 'Ämne', exact: true })).toHaveValue(
    'Provmeddelande: fordonsfel 1041',
  );
  await expect(page.getByRole('checkbox', { name: /^Trafikledning Skåne/ })).toBeChecked();
  await previewAndSend(page);
  await expect(page).toHaveURL(/#\/message$/);
  await threadRows(page, /Provmeddelande: fordonsfel 1041/);
});

test('a message to one user is sent once with subject and body', async ({ page }) => {
  test.slow();
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/message/Internal'))
      bodies.push(JSON.parse(r.postData() ?? '{}'));
  });
  await signIn(page, 'dispatcher', '/message/to/20001');
  await expect(page.getByRole('heading', { name: 'Meddelande till en användare' })).toBeVisible();
  await expect(page.getByText('Till: 20001')).toBeVisible();
  await page.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByText('Ange ett ämne.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Ämne' }).fill('Ring trafikledningen');
  await page.getByRole('textbox', { name: 'Meddelande' }).fill('Ring 010-123 45 67 när du kan.');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Ämne' })).toHaveValue('Ring trafikledningen');
  await page.getByRole('button', { name: 'Skicka' }).dblclick();
  await expect(page).toHaveURL(/#\/message$/);
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    systemId: 2,
    subject: 'Ring trafikledningen',
    body: 'Ring 010-123 45 67 när du kan.',
    to: ['20001'],
  });
});

test('an update is sent in the thread of the opened message', async ({ page }) => {
  test.slow();
  let sent: Record<string, unknown> | null = null;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/message/Group'))
      sent = JSON.parse(r.postData() ?? '{}') as Record<string, unknown>;
  });
  await signIn(page, 'dispatcher', '/message');
  const link = page.getByRole('link', { name: 'Öppna Banarbete Hässleholm–Kristianstad' });
  const href = await link.getAttribute('href');
  const rootId = Number(/(\d+)$/.exec(href ?? '')![1]);
  await link.click();
  await expect(
    page.getByRole('heading', { name: 'Uppdatering: Banarbete Hässleholm–Kristianstad' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tråden' })).toContainText(
    'Banarbete: tågen ersätts av bussar',
  );
  await expect(page.getByRole('checkbox', { name: /^All personal Skåne/ })).toBeChecked();
  await page
    .getByRole('textbox', { name: 'Meddelande', exact: true })
    .fill('Bussarna går nu även från Hässleholm C läge B.');
  await expectAccessible(page);
  await previewAndSend(page);
  await expect(page).toHaveURL(/#\/message$/);
  expect(sent).toMatchObject({ parentID: rootId, to: expect.any(Array) });
  const row = await threadRows(page, /Banarbete Hässleholm–Kristianstad/);
  await row
    .getByRole('button', { name: 'Visa 1 uppdatering av Banarbete Hässleholm–Kristianstad' })
    .click();
  await expect(row).toContainText('Bussarna går nu även från Hässleholm C läge B.');

  // The thread began yesterday and its update is of today: opened again, it shows both.
  await page.getByRole('link', { name: 'Öppna Banarbete Hässleholm–Kristianstad' }).click();
  const thread = page.getByRole('region', { name: 'Tråden' }).getByRole('listitem');
  await expect(thread).toHaveCount(2);
  await expect(thread.first()).toContainText('Banarbete: tågen ersätts av bussar');
  await expect(thread.last()).toContainText('Bussarna går nu även från Hässleholm C läge B.');
});
