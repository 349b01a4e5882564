import type { Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible } from './fixtures';

const pdf = (name: string, text = 'innehåll') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`),
});

const isIdCheck = (url: URL) => /\/mock\/api\/document\/\d+$/.test(url.pathname);

async function trackUploads(page: Page) {
  const sent = { idChecks: 0, api: 0, doc: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isIdCheck(url)) sent.idChecks += 1;
    if (url.pathname.endsWith('/mock/api/document/upload')) sent.api += 1;
    if (url.pathname.endsWith('/mock/doc/v1/Document/Upload'))
      sent.doc.push(request.postData() ?? '');
  });
  return sent;
}

test('upload: every validation message before sending, the id retry, then success', async ({
  page,
}) => {
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
  const dayNames = page.locator('.react-datepicker__day-names > *');
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

test('a failed upload says so and keeps what was filled in', async ({ page }) => {
  await page.route(
    (url) => url.pathname.endsWith('/mock/doc/v1/Document/Upload'),
    (route) => route.fulfill({ status: 503, json: { message: 'Dokumentarkivet svarar inte' } }),
  );
  await signIn(page, 'admin', '/vls/files/upload');
  await page.getByLabel('Välj filer').setInputFiles([pdf('rutin.pdf')]);
  await page.getByRole('combobox', { name: 'Process' }).selectOption('259');
  await page.getByRole('textbox', { name: 'Författare' }).fill('Karin Sjöberg');
  await page.getByRole('button', { name: 'Ladda upp', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Uppladdningen misslyckades. 503 Dokumentarkivet svarar inte',
  );
  await expect(page.getByRole('textbox', { name: 'Filnamn för fil 1' })).toHaveValue('rutin.pdf');
  await expect(page.getByRole('textbox', { name: 'Författare' })).toHaveValue('Karin Sjöberg');
  // The draft survives a reload too.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Författare' })).toHaveValue('Karin Sjöberg');
  await expect(page.getByRole('combobox', { name: 'Process' })).toHaveValue('259');
});
