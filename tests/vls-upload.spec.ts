import type { Page } from '@playwright/test';
import { test, expect, signIn, tokenFor, expectAccessible } from './fixtures';

const pdf = (name: string, text = 'innehåll') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`),
});

const isIdCheck = (url: URL) => /\/mock\/api\/document\/\d+$/.test(url.pathname);

/**
 * Counts the upload calls. Chromium does not hand multipart bodies with files to Playwright, so
 * the doc host's `data` part (and the names of the parts) are read from the FormData in the page.
 */
async function trackUploads(page: Page) {
  const sent = { idChecks: 0, api: 0, doc: [] as string[] };
  await page.exposeFunction('recordDocUpload', (parts: string) => void sent.doc.push(parts));
  await page.addInitScript(() => {
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/mock/doc/v1/Document/Upload') && init?.body instanceof FormData) {
        const form = init.body;
        const names = [...form.keys()].map((key) => `name="${key}"`).join(' ');
        const record = (window as unknown as Record<string, (s: string) => Promise<void>>)
          .recordDocUpload!;
        await record(`${names} ${String(form.get('data'))}`);
      }
      return original(input, init);
    };
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isIdCheck(url)) sent.idChecks += 1;
    if (url.pathname.endsWith('/mock/api/document/upload')) sent.api += 1;
  });
  return sent;
}

test('upload: every validation message before sending, the id retry, then success', async ({
  page,
}) => {
  // A 25 MB file (or many steps and axe) takes longer than 30 s on the loaded machine.
  test.slow();
  const sent = await trackUploads(page);
  let answered = 0;
  await page.route(isIdCheck, async (route) => {
    answered += 1;
    // The first two ids are taken: the portal must try again.
    if (answered <= 2) await route.fulfill({ status: 200, json: { ID: 1, Name: 'upptaget' } });
    else await route.continue();
  });
  await signIn(page, 'admin', '/vls/files');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ladda upp nya dokument' }).click();
  await expect(page.getByRole('heading', { name: 'Ladda upp dokument' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Ladda upp', exact: true });
  const alert = page.getByRole('alert');
  const files = page.getByLabel('Välj filer');

  await submit.click();
  await expect(alert).toContainText('No data');

  await files.setInputFiles([
    { name: 'tom.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
  ]);
  await submit.click();
  await expect(alert).toContainText('No content in file');
  await page.getByRole('button', { name: 'Ta bort tom.pdf' }).click();

  await files.setInputFiles([pdf('körorder.pdf'), pdf('Körorder.pdf', 'annan')]);
  await submit.click();
  await expect(alert).toContainText('Name duplicates');
  // An empty name is allowed: the file gets a generated name.
  await page.getByRole('textbox', { name: 'Filnamn för fil 2' }).fill('');

  await submit.click();
  await expect(alert).toContainText('Välj en process.');
  expect(sent).toEqual({ idChecks: 0, api: 0, doc: [] });

  await page.getByRole('combobox', { name: 'Process' }).selectOption('270');
  await page.getByRole('checkbox', { name: 'Läskvittens krävs' }).check();
  await page.getByRole('textbox', { name: 'Författare' }).fill('Magnus Ek');
  const validFrom = page.getByRole('textbox', { name: 'Giltig från' });
  await validFrom.click();
  // Swedish calendar, weeks from Monday (after the week-number column).
  const dayNames = page.getByRole('dialog', { name: 'Välj datum' }).getByRole('columnheader');
  await expect(dayNames.nth(0)).toHaveAccessibleName('Veckonummer');
  await expect(dayNames.nth(1)).toHaveText(/^må/i);
  await expect(dayNames.nth(7)).toHaveText(/^sö/i);
  await validFrom.fill('2030-06-03');
  await validFrom.press('Enter');
  await page.getByRole('textbox', { name: 'Version' }).fill('2.1');
  await expectAccessible(page);

  await submit.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Uppladdningen är klar.' }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'körorder.pdf: Klar' })).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: /^dokument-\d{4}-\d{2}-\d{2}-2\.pdf: Klar$/ }),
  ).toBeVisible();
  expect(answered).toBeGreaterThanOrEqual(4);
  expect(sent.api).toBe(2);
  expect(sent.doc).toHaveLength(2);
  expect(sent.doc[0]).toContain('name="file"');
  expect(sent.doc[0]).toContain('"DriftMessageStart":"2030-06-03T00:00:00"');
  expect(sent.doc[0]).toContain('"ProcessTagFullPath":"ROOT-K4-K4.1-A2-M7"');

  // The new document reaches its district's recipients, unread.
  await signIn(page, 'driver', '/vls/mydocs');
  const row = page.getByRole('row', { name: /körorder\.pdf/ });
  await expect(row).toContainText('Oläst');
  await expect(row).toContainText('Obligatorisk läsning');
  await expect(row).toContainText('Operativt');
});

test('upload gives up after ten taken ids and keeps the form', async ({ page }) => {
  const sent = await trackUploads(page);
  await page.route(isIdCheck, (route) => route.fulfill({ status: 200, json: { ID: 1 } }));
  await signIn(page, 'admin', '/vls/files/upload');
  await page.getByLabel('Välj filer').setInputFiles([pdf('instruktion.pdf')]);
  await page.getByRole('combobox', { name: 'Process' }).selectOption('270');
  await page.getByRole('button', { name: 'Ladda upp', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('ID-nummer kunde ej skapas. Försök igen.');
  expect(sent.idChecks).toBe(10);
  expect(sent.api).toBe(0);
  await expect(page.getByRole('textbox', { name: 'Filnamn för fil 1' })).toHaveValue(
    'instruktion.pdf',
  );
  await expect(
    page.getByRole('progressbar', { name: 'instruktion.pdf: Misslyckades' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Process' })).toHaveValue('270');
});

test('an id check that errs or gets no answer is one failed try: after ten, the spec text', async ({
  page,
}) => {
  const sent = await trackUploads(page);
  let checks = 0;
  await page.route(isIdCheck, (route) =>
    ++checks % 2
      ? route.fulfill({ status: 500, json: { message: 'Internt fel' } })
      : route.abort('failed'),
  );
  await signIn(page, 'admin', '/vls/files/upload');
  await page.getByLabel('Välj filer').setInputFiles([pdf('felsvar.pdf')]);
  await page.getByRole('combobox', { name: 'Process' }).selectOption('270');
  await page.getByRole('button', { name: 'Ladda upp', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('ID-nummer kunde ej skapas. Försök igen.');
  await expect(alert).not.toContainText('Uppladdningen misslyckades');
  expect(sent.idChecks).toBe(10);
  expect(sent.api).toBe(0);
});

test('a failed upload says so and keeps what was filled in', async ({ page }) => {
  await page.route(
    (url) => url.pathname.endsWith('/mock/doc/v1/Document/Upload'),
    (route) => route.fulfill({ status: 500, json: { message: 'Dokumentarkivet svarar inte' } }),
  );
  await signIn(page, 'admin', '/vls/files/upload');
  await page.getByLabel('Välj filer').setInputFiles([pdf('rutin.pdf')]);
  await page.getByRole('combobox', { name: 'Process' }).selectOption('259');
  await page.getByRole('textbox', { name: 'Författare' }).fill('Karin Sjöberg');
  await page.getByRole('button', { name: 'Ladda upp', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Uppladdningen misslyckades. 500 Dokumentarkivet svarar inte',
  );
  await expect(page.getByRole('textbox', { name: 'Filnamn för fil 1' })).toHaveValue('rutin.pdf');
  await expect(page.getByRole('textbox', { name: 'Författare' })).toHaveValue('Karin Sjöberg');
  // The draft survives a reload too.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Författare' })).toHaveValue('Karin Sjöberg');
  await expect(page.getByRole('combobox', { name: 'Process' })).toHaveValue('259');
});

test('after the doc host failed, uploading again repeats only that step with the same id', async ({
  page,
}) => {
  const sent = await trackUploads(page);
  let docCalls = 0;
  await page.route(
    (url) => url.pathname.endsWith('/mock/doc/v1/Document/Upload'),
    (route) =>
      ++docCalls === 1
        ? route.fulfill({ status: 500, json: { message: 'Dokumentarkivet svarar inte' } })
        : route.continue(),
  );
  await signIn(page, 'admin', '/vls/files/upload');
  await page.getByLabel('Välj filer').setInputFiles([pdf('omläggning.pdf')]);
  await page.getByRole('combobox', { name: 'Process' }).selectOption('270');
  const submit = page.getByRole('button', { name: 'Ladda upp', exact: true });
  await submit.click();
  await expect(page.getByRole('alert')).toContainText(
    'Uppladdningen misslyckades. 500 Dokumentarkivet svarar inte',
  );
  await expect(page.getByRole('alert')).toContainText('bara det steg som misslyckades görs om');
  // A free id was found (a taken random id is checked again) and the api upload ran once.
  const idChecks = sent.idChecks;
  expect(idChecks).toBeGreaterThanOrEqual(1);
  expect(sent.api).toBe(1);
  // The file keeps the name it was sent under.
  await expect(page.getByRole('textbox', { name: 'Filnamn för fil 1' })).toBeDisabled();

  await submit.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Uppladdningen är klar.' }),
  ).toBeVisible();
  // The retry asked for no new id and did not upload to the api host again.
  expect({ idChecks: sent.idChecks, api: sent.api }).toEqual({ idChecks, api: 1 });
  expect(sent.doc).toHaveLength(2);
  const metadata = (body: string) => /\{.*\}/.exec(body)?.[0];
  expect(metadata(sent.doc[1]!)).toBe(metadata(sent.doc[0]!));
  expect(metadata(sent.doc[0]!)).toMatch(/"Id":9\d{8}/);

  // One document, not two: one row (its open and download buttons both name the file).
  await page.getByRole('link', { name: 'Tillbaka till uppladdade dokument' }).click();
  await expect(page.getByRole('row', { name: /omläggning\.pdf/ })).toHaveCount(1);
});

test('files over 25 MB or of other types are refused before anything is sent', async ({ page }) => {
  // A 25 MB file (or many steps and axe) takes longer than 30 s on the loaded machine.
  test.slow();
  const sent = await trackUploads(page);
  await signIn(page, 'admin', '/vls/files/upload');
  const files = page.getByLabel('Välj filer');
  await expect(files).toHaveAttribute('accept', /\.pdf/);
  await expect(files).toHaveAccessibleDescription(/högst 25 MB per fil/);
  await page.getByRole('combobox', { name: 'Process' }).selectOption('270');
  const submit = page.getByRole('button', { name: 'Ladda upp', exact: true });

  await files.setInputFiles([
    { name: 'program.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await submit.click();
  await expect(page.getByRole('alert')).toContainText(
    'program.exe har en filtyp som inte tas emot.',
  );
  await page.getByRole('button', { name: 'Ta bort program.exe' }).click();

  await files.setInputFiles([
    { name: 'stor.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(25 * 1024 * 1024 + 1) },
  ]);
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('stor.pdf är för stor: högst 25 MB per fil.');
  expect(sent).toEqual({ idChecks: 0, api: 0, doc: [] });
});

test('the form offers and picks only districts where the user may upload', async ({ page }) => {
  const sent = await trackUploads(page);
  const token = tokenFor('admin', {
    defaultDistrictId: 4,
    access: [
      { name: 'DOC_TOREAD', districts: [4, 5] },
      { name: 'DOC_READ', districts: [4, 5] },
      { name: 'DOC_UPLOAD', districts: [5] },
    ],
  });
  await signIn(page, { token }, '/vls/files/upload');
  const districts = page.getByRole('group', { name: 'Distrikt' });
  await expect(districts.getByRole('checkbox')).toHaveCount(1);
  await expect(districts.getByRole('checkbox', { name: 'Östergötland' })).toBeChecked();

  await page.getByLabel('Välj filer').setInputFiles([pdf('östergötland.pdf')]);
  await page.getByRole('combobox', { name: 'Process' }).selectOption('270');
  await page.getByRole('button', { name: 'Ladda upp', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Uppladdningen är klar.' }),
  ).toBeVisible();
  expect(sent.doc[0]).toContain('"District":[5]');
});

test('the upload page says when the built-in process list is shown', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/mock/api/processtag/getFilter'),
    async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: 'Internt fel' } });
    },
  );
  await signIn(page, 'admin', '/vls/files/upload');
  await expect(page.getByRole('status').filter({ hasText: 'Processerna hämtas.' })).toContainText(
    'Den inbyggda processlistan visas så länge.',
  );
  release();
  await expect(
    page.getByRole('status').filter({ hasText: 'Processerna kunde inte hämtas.' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Process' })).toContainText(
    'Driftmeddelanden och körorder',
  );
});
