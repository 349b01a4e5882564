import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, tokenFor } from './fixtures';
import { NO_DATE, stockholmClock, stockholmDay } from './stockholm-days';
import { holdFirstSave } from './equipment-helpers';

/**
 * Live updates are announced politely and never take the focus (issue 16): check-in's pushed
 * changes, the upload's steps and the send's outcome are in polite live regions (role=status);
 * the element the user is on keeps the focus when an update arrives.
 */

interface Signin {
  dutyId: number;
  dutyName: string;
  timeStart: number;
  timeEnd: number;
  timestampIn: string;
  employee: { name: string; employeeNumber: string };
}

const auth = () => ({ authorization: `Bearer ${tokenFor('dispatcher')}` });

/** Two duties of today nobody has checked in yet. */
async function openDuties(request: APIRequestContext): Promise<[Signin, Signin]> {
  const response = await request.get(
    `/mock/staff/overview/dutysignins?date=${stockholmDay()}&districtId=4`,
    { headers: auth() },
  );
  expect(response.ok()).toBe(true);
  const open = ((await response.json()) as Signin[]).filter(
    (s) => s.timestampIn === NO_DATE && !(s.timeStart === 0 && s.timeEnd === 2160),
  );
  const names = new Set<string>();
  const unique = open.filter((s) => !names.has(s.dutyName) && names.add(s.dutyName));
  return [unique[unique.length - 1]!, unique[unique.length - 2]!];
}

/** Another dispatcher checks the duty in (the page hears of it through the live channel). */
async function checkInElsewhere(request: APIRequestContext, duty: Signin): Promise<void> {
  const response = await request.post(
    `/mock/staff/signin/checkin?dutyid=${duty.dutyId}&employeeNumber=${duty.employee.employeeNumber}`,
    { headers: auth() },
  );
  expect(response.ok()).toBe(true);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? (el.getAttribute('aria-label') ?? el.getAttribute('id') ?? el.tagName) : null;
  });

test('check-in: a pushed change is announced politely and the focus stays where it was', async ({
  page,
}) => {
  test.slow();
  const [mine, other] = await openDuties(page.request);
  await signIn(page, 'dispatcher', '/inchecking');
  await expect(page.getByRole('heading', { name: 'Incheckning' })).toBeVisible();
  await page.getByLabel('Tidsram').selectOption('all');
  const search = page.getByLabel('Sök');
  await search.fill(mine.dutyName);
  await expect(page.getByRole('status').filter({ hasText: 'Realtidsuppdatering' })).toContainText(
    'Uppdateras direkt',
  );
  const announced = page.getByRole('status').filter({ hasText: /ändring(ar)? i listan kl\./ });
  await expect(announced).toHaveCount(0);

  // The dispatcher is on the check-in button of one duty when another duty is checked in.
  const checkIn = page.getByRole('button', {
    name: `Checka in ${mine.employee.name} på ${mine.dutyName}`,
  });
  await checkIn.focus();
  await checkInElsewhere(page.request, other);
  await expect(announced).toHaveText(/^1 ändring i listan kl\. \d\d:\d\d$/);
  await expect(announced).toHaveAttribute('aria-live', 'polite');
  expect(await focusedName(page)).toBe(`Checka in ${mine.employee.name} på ${mine.dutyName}`);

  // In the search field when the duty on screen is checked in elsewhere: the row changes, the
  // field keeps the focus and what was typed.
  await search.focus();
  await checkInElsewhere(page.request, mine);
  await expect(
    page.getByRole('button', { name: `Checka ut ${mine.employee.name} från ${mine.dutyName}` }),
  ).toBeVisible();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue(mine.dutyName);
});

/**
 * Writes a message to Trafikledning Skåne on the compose page and sends it from its preview
 * (Enter on Skicka); gives back the preview button, where the focus returns.
 */
async function composeAndSend(page: Page, subject: string, body: string) {
  await page.getByRole('checkbox', { name: /^Trafikledning Skåne/ }).check();
  await page.getByRole('textbox', { name: 'Ämne', exact: true }).fill(subject);
  await page.getByRole('textbox', { name: 'Meddelande', exact: true }).fill(body);
  const preview = page.getByRole('button', { name: 'Förhandsgranska' });
  await preview.click();
  await page
    .getByRole('dialog', { name: 'Förhandsgranskning' })
    .getByRole('button', { name: 'Skicka' })
    .press('Enter');
  return preview;
}

test("a failed send is read out at once (role=alert, 'skickar fel') and the focus is not taken", async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'dispatcher', '/message/edit');
  await page.request.post('/mock/msg/__control', {
    data: { failNext: { status: 500, message: 'Internt fel i meddelandetjänsten' } },
  });
  const preview = await composeAndSend(page, 'Provmeddelande: fel', 'Ett spår avstängt.');
  const alert = page.getByRole('alert').filter({ hasText: 'skickar fel' });
  await expect(alert).toContainText('500 skickar fel');
  // The outcome is announced where it stands; the focus goes back to where the user was.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(preview).toBeFocused();
  await expect(alert.getByRole('button')).toHaveCount(0);
});

test('a partial group save is read out at once (role=alert) and the focus stays on Spara', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin', '/message/groupadmin/edit');
  const fields = page.getByRole('group', { name: 'Gruppen' });
  await fields.getByLabel('Namn').fill('Jour Östergötland');
  await fields.getByRole('combobox', { name: 'Distrikt', exact: true }).selectOption({
    label: 'Östergötland',
  });
  await fields.getByRole('combobox', { name: 'Lägg till avsändare' }).selectOption({
    label: 'trafikinfo.ostergotland@tagbolaget.se',
  });
  await page.getByRole('combobox', { name: 'Lägg till roll' }).selectOption({ label: 'Conductor' });
  await page.getByRole('button', { name: 'Lägg till roll' }).click();
  await page.request.post('/mock/__control', {
    data: { failCalls: [{ method: 'POST', path: '/GroupRoleRecipient', status: 500 }] },
  });
  const save = page.getByRole('button', { name: 'Spara', exact: true });
  await save.press('Enter');
  const report = page.getByRole('alert').filter({ hasText: 'Allt sparades inte' });
  await expect(report).toContainText('Roll Conductor: lades inte till (500');
  await expect(page).toHaveURL(/\/message\/groupadmin\/edit\/\d+$/);
  await expect(save).toBeFocused();
});

test("a batch's counters are a polite status, and the focus stays in the dialog", async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin', '/equipmentRegister/verify');
  await page.getByRole('button', { name: 'Ny kontroll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny kontroll' });
  await dialog.getByRole('combobox', { name: 'Objekttyp' }).selectOption({ label: 'Fordon' });
  await dialog
    .getByRole('combobox', { name: 'Objekt', exact: true })
    .selectOption({ label: 'X31 4301' });
  for (const name of ['Toalett', 'Invändig städning'])
    await dialog.getByRole('checkbox', { name: `Utförd: ${name}` }).check();
  // An hour ago (a new check starts at noon, which may be ahead of the clock).
  const hourAgo = Date.now() - 60 * 60_000;
  const date = dialog.getByRole('textbox', { name: 'Datum' });
  await date.fill(stockholmDay(hourAgo));
  await date.press('Enter');
  await dialog.getByLabel('Klockslag').fill(stockholmClock(hourAgo));
  const release = await holdFirstSave(page);
  await dialog.getByRole('button', { name: 'Spara' }).press('Enter');
  const progress = dialog.getByRole('status', { name: 'Förlopp' });
  await expect(progress).toHaveText('Totalt: 2Behandlade: 0Sparade: 0Avvisade: 0');
  await expect(progress).not.toHaveAttribute('aria-live', /assertive|off/);
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  release();
  // All saved: the dialog closes.
  await expect(dialog).toHaveCount(0);
});

test("an upload's steps are a polite status per file, and the focus stays on its button", async ({
  page,
}) => {
  test.slow();
  // The document archive's answer waits until released, so the step can be looked at.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/mock/doc/v1/Document/Upload'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await signIn(page, 'admin', '/vls/files/upload');
  await page.getByLabel('Välj filer').setInputFiles([
    {
      name: 'instruktion.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\ninnehåll\n%%EOF\n'),
    },
  ]);
  await page.getByRole('combobox', { name: 'Process' }).selectOption('270');
  const submit = page.getByRole('button', { name: 'Ladda upp', exact: true });
  await submit.press('Enter');

  const step = page.getByRole('status').filter({ hasText: 'Sparar i dokumentarkivet' });
  await expect(step).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: 'instruktion.pdf: Sparar i dokumentarkivet' }),
  ).toBeVisible();
  // Unavailable while it runs, yet still holding the focus (a disabled button would drop it).
  const busy = page.getByRole('button', { name: 'Laddar upp …' });
  await expect(busy).toBeFocused();
  await expect(busy).toHaveAttribute('aria-disabled', 'true');

  release();
  await expect(
    page.getByRole('status').filter({ hasText: 'Uppladdningen är klar.' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Klar$/ })).toBeVisible();
  await expect(submit).toBeFocused();
});

test('a sent message is announced politely, and the focus is not put on the announcement', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'dispatcher', '/message/edit');
  await composeAndSend(page, 'Provmeddelande: skickat', 'Spåret är öppet.');

  // Back on the list, the outcome waits in a polite live region; nothing reads it out at once.
  const sent = page.getByRole('status').filter({ hasText: 'Meddelandet är skickat.' });
  await expect(sent).toBeVisible();
  await expect(page).toHaveURL(/#\/message$/);
  await expect(page.locator('[aria-live="polite"]').filter({ has: sent })).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: 'Meddelandet är skickat.' })).toHaveCount(
    0,
  );
  expect(await sent.evaluate((el) => el.contains(document.activeElement))).toBe(false);
});
