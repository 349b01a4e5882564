import { test, expect, signIn, expectAccessible, tokenFor } from './fixtures';
import { threadRows } from './message-rows';
import { addDays, stockholmDay } from './stockholm-days';

const ENDED = 'Signalfel vid Lund C';
const RUNNING = 'Banarbete Hässleholm–Kristianstad';

test('the list shows the threads of the chosen day; toggle and sort are kept after a reload', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'dispatcher', '/message');
  await expect(page.getByRole('heading', { name: 'Trafikmeddelanden' })).toBeVisible();
  await expect(page).toHaveTitle('Trafikmeddelanden');
  // The spec's defaults: ascending by validFrom, inactive messages shown.
  const inactive = page.getByRole('checkbox', { name: 'Visa inaktiva meddelanden' });
  await expect(inactive).toBeChecked();
  await expect(page.getByRole('columnheader', { name: 'Gäller från' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('status').filter({ hasText: /tråd/ })).toBeVisible();
  await expectAccessible(page);

  // Yesterday through the date picker (Stockholm's yesterday, whatever the browser's zone).
  const yesterday = addDays(stockholmDay(), -1);
  const date = page.getByRole('textbox', { name: 'Datum' });
  await date.fill(yesterday);
  await date.press('Enter');
  await expect(page).toHaveURL(new RegExp(`date=${yesterday}`));
  const ended = await threadRows(page, new RegExp(ENDED));
  await expect(ended).toContainText('Inaktivt');
  await expect(ended).toContainText('Lokförare Skåne (E-post, App, SMS)');
  await threadRows(page, new RegExp(RUNNING));

  // The thread's update opens in place.
  await ended.getByRole('button', { name: `Visa 1 uppdatering av ${ENDED}` }).click();
  await expect(ended).toContainText(`Åtgärdat: ${ENDED}`);
  await expectAccessible(page);

  await inactive.uncheck();
  await threadRows(page, new RegExp(ENDED), 0);
  await threadRows(page, new RegExp(RUNNING));

  const subject = page.getByRole('columnheader', { name: 'Ämne' });
  await subject.getByRole('button').click();
  await expect(subject).toHaveAttribute('aria-sort', 'ascending');
  await subject.getByRole('button').click();
  await expect(subject).toHaveAttribute('aria-sort', 'descending');

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Visa inaktiva meddelanden' })).not.toBeChecked();
  await expect(page.getByRole('columnheader', { name: 'Ämne' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await threadRows(page, new RegExp(RUNNING));
  await threadRows(page, new RegExp(ENDED), 0);
});

test('the list is closed to users without message access', async ({ page }) => {
  await signIn(page, 'driver', '/message');
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
});

test('/betamessage without the beta choice opens the list', async ({ page }) => {
  await signIn(page, 'beta', '/betamessage');
  await expect(page).toHaveURL(/#\/message$/);
  await expect(page.getByRole('heading', { name: 'Trafikmeddelanden' })).toBeVisible();
});

test('one update is said in the singular, two in the plural', async ({ page }) => {
  await signIn(page, 'dispatcher', '/');
  const headers = { authorization: `Bearer ${tokenFor('dispatcher')}` };
  const filter = encodeURIComponent(JSON.stringify({ showinactive: true, districts: [4] }));
  const listed = (await (
    await page.request.get(`/mock/msg/message/filter?filter=${filter}`, { headers })
  ).json()) as { ID: number; Subject: string; ParentID: number }[];
  const root = listed.find((m) => m.Subject === RUNNING && m.ParentID === 1)!;
  const update = async (body: string) =>
    expect(
      (
        await page.request.post('/mock/msg/message/Group', {
          headers,
          data: {
            systemId: 2,
            parentID: root.ID,
            subject: RUNNING,
            body,
            html: false,
            readReceipt: false,
            customData: [{ key: 'districtId', value: 4 }],
            to: [1],
          },
        })
      ).status(),
    ).toBe(200);

  await update('Bussarna går från läge B.');
  await page.goto('/#/message');
  const row = await threadRows(page, new RegExp(RUNNING));
  await expect(row.getByRole('button', { name: `Visa 1 uppdatering av ${RUNNING}` })).toHaveText(
    '1 uppdatering',
  );
  await update('Bussarna går från läge C.');
  await page.reload();
  await threadRows(page, new RegExp(RUNNING));
  await expect(row.getByRole('button', { name: `Visa 2 uppdateringar av ${RUNNING}` })).toHaveText(
    '2 uppdateringar',
  );
});

test('a message that cannot be opened says so and leads back to the list', async ({ page }) => {
  await signIn(page, 'dispatcher', '/message/987654321');
  await expect(page.getByText('Det gick inte att hämta meddelandet.')).toBeVisible();
  await page.getByRole('link', { name: 'Tillbaka till listan' }).click();
  await expect(page).toHaveURL(/#\/message$/);
  await expect(page.getByRole('heading', { name: 'Trafikmeddelanden' })).toBeVisible();
});
