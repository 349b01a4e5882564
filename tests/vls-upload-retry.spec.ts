import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

const pdf = (name: string, size = 0) => ({
  name,
  mimeType: 'application/pdf',
  buffer: size ? Buffer.alloc(size, 0x20) : Buffer.from('%PDF-1.4\ninnehåll\n%%EOF\n'),
});

const isApiUpload = (url: URL) => url.pathname.endsWith('/mock/api/document/upload');
const isDocUpload = (url: URL) => url.pathname.endsWith('/mock/doc/v1/Document/Upload');

interface Sent {
  Id: number;
  District: number[];
  Author: string;
}

/**
 * The `data` of every api and doc host upload. Chromium does not hand multipart bodies with files
 * to Playwright, so the FormData is read in the page.
 */
async function recordUploads(page: Page) {
  const sent = { api: [] as Sent[], doc: [] as Sent[] };
  await page.exposeFunction('recordUpload', (host: 'api' | 'doc', data: string) => {
    const value: unknown = JSON.parse(data);
    sent[host].push((Array.isArray(value) ? value[0] : value) as Sent);
  });
  await page.addInitScript(() => {
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const host = url.endsWith('/mock/api/document/upload')
        ? 'api'
        : url.endsWith('/mock/doc/v1/Document/Upload')
          ? 'doc'
          : null;
      if (host && init?.body instanceof FormData) {
        const record = (
          window as unknown as Record<string, (h: string, d: string) => Promise<void>>
        ).recordUpload!;
        await record(host, String(init.body.get('data')));
      }
      return original(input, init);
    };
  });
  return sent;
}

async function startUpload(page: Page, file: ReturnType<typeof pdf>) {
  await signIn(page, 'admin', '/vls/files/upload');
  await page.getByLabel('Välj filer').setInputFiles([file]);
  await page.getByRole('combobox', { name: 'Process' }).selectOption('270');
  return page.getByRole('button', { name: 'Ladda upp', exact: true });
}

const success = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Uppladdningen är klar.' })).toBeVisible();

test('a retry after a refused district sends the district chosen since, under the same id', async ({
  page,
}) => {
  const sent = await recordUploads(page);
  let apiCalls = 0;
  await page.route(isApiUpload, (route) =>
    ++apiCalls === 1
      ? route.fulfill({ status: 403, json: { message: 'Saknar behörighet (DOC_UPLOAD)' } })
      : route.continue(),
  );
  const submit = await startUpload(page, pdf('distrikt.pdf'));
  await submit.click();
  await expect(page.getByRole('alert')).toContainText(
    'Uppladdningen misslyckades. 403 Saknar behörighet (DOC_UPLOAD)',
  );
  await expect(page.getByRole('alert')).toContainText('bara det steg som misslyckades görs om');
  const districts = page.getByRole('group', { name: 'Distrikt' });
  await districts.getByRole('checkbox', { name: 'Skåne' }).uncheck();
  await districts.getByRole('checkbox', { name: 'Östergötland' }).check();
  await submit.click();
  await success(page);
  expect(sent.api.map((m) => m.District)).toEqual([[4], [5]]);
  expect(sent.api[1]!.Id).toBe(sent.api[0]!.Id);
  expect(sent.doc.map((m) => m.District)).toEqual([[5]]);
});

test('after the doc host failed, a changed author: the document keeps its details and says so', async ({
  page,
}) => {
  const sent = await recordUploads(page);
  let docCalls = 0;
  await page.route(isDocUpload, (route) =>
    ++docCalls === 1
      ? route.fulfill({ status: 500, json: { message: 'Dokumentarkivet svarar inte' } })
      : route.continue(),
  );
  const submit = await startUpload(page, pdf('behåller.pdf'));
  const author = page.getByRole('textbox', { name: 'Författare' });
  await author.fill('Magnus Ek');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('500 Dokumentarkivet svarar inte');
  await author.fill('Karin Sjöberg');
  await submit.click();
  await success(page);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Redan uppladdat, med de tidigare uppgifterna kvar' }),
  ).toContainText('behåller.pdf');
  expect(sent.api.map((m) => m.Author)).toEqual(['Magnus Ek']);
  expect(sent.doc.map((m) => m.Author)).toEqual(['Magnus Ek', 'Magnus Ek']);
});

test('a file over 5 MB and within the 25 MB the page allows reaches both hosts', async ({
  page,
}) => {
  // A 6 MB file (and the whole app) takes longer than 30 s on the loaded machine.
  test.slow();
  const sent = await recordUploads(page);
  const submit = await startUpload(page, pdf('stor-rutin.pdf', 6 * 1024 * 1024));
  await submit.click();
  await success(page);
  expect({ api: sent.api.length, doc: sent.doc.length }).toEqual({ api: 1, doc: 1 });
});

test('a file the server refuses as too large is not offered a retry', async ({ page }) => {
  await page.route(isApiUpload, (route) =>
    route.fulfill({ status: 413, json: { message: 'Filen är för stor: högst 25 MB per fil' } }),
  );
  const submit = await startUpload(page, pdf('för-stor.pdf'));
  await submit.click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'för-stor.pdf är för stor för servern och kan inte laddas upp.',
  );
  await expect(alert).not.toContainText('Tryck på Ladda upp igen');
  await expect(page.getByRole('progressbar', { name: 'för-stor.pdf: Misslyckades' })).toBeVisible();
});
