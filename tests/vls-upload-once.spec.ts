import type { Page } from '@playwright/test';
import { test, expect, signIn, tokenFor } from './fixtures';
import { forwardThenFail } from './forward-then-fail';
import { DEMO_USERS } from '../mocks/seed/demo-users';

/**
 * Nothing created twice: an upload step whose answer never reaches the page (a gateway time-out,
 * a network error) after the mock has acted is looked up, or said to be unknown, before it is
 * sent again; a second press makes no second document.
 */

const ADMIN = DEMO_USERS.find((u) => u.key === 'admin')!.employee.userId;
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\ninnehåll\n%%EOF\n'),
});
const isApiUpload = /\/mock\/api\/document\/upload$/;
const isDocUpload = /\/mock\/doc\/v1\/Document\/Upload$/;
const isIdCheck = (url: URL) => /\/mock\/api\/document\/\d+$/.test(url.pathname);

/** The documents of Skåne on the mock named `name` (what the api host holds). */
async function documentsNamed(page: Page, name: string): Promise<number> {
  const filter = { userId: ADMIN, followup: false, districtId: 4, processtagid: [] };
  const response = await page.request.get(
    `/mock/api/document/getfilter?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    { headers: { authorization: `Bearer ${tokenFor('admin')}` } },
  );
  expect(response.status()).toBe(200);
  const docs = (await response.json()) as { Name: string }[];
  return docs.filter((d) => d.Name === name).length;
}

async function startUpload(page: Page, name: string) {
  await signIn(page, 'admin', '/vls/files/upload');
  await page.getByLabel('Välj filer').setInputFiles([pdf(name)]);
  await page.getByRole('combobox', { name: 'Process' }).selectOption('270');
  return page.getByRole('button', { name: 'Ladda upp', exact: true });
}

const done = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Uppladdningen är klar.' })).toBeVisible();

test('api host: a 504 after the document arrived, and the look-up fails too: the second press finds it', async ({
  page,
}) => {
  const api = await forwardThenFail(page, isApiUpload, 'POST', { kind: 'status', status: 504 });
  // The id check answers; the look-up after the 504 gets no answer either.
  // (Counted from the upload: the id check may take more than one try, some ids collide.)
  let lookFailed = false;
  await page.route(isIdCheck, (route) =>
    api.forwarded() > 0 && !lookFailed
      ? ((lookFailed = true), route.abort('failed'))
      : route.fallback(),
  );
  const submit = await startUpload(page, 'en-gång.pdf');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText(
    'Det är okänt om en-gång.pdf kom fram till servern',
  );
  await expect(page.getByRole('progressbar', { name: /en-gång\.pdf: Okänt/ })).toBeVisible();
  expect(await documentsNamed(page, 'en-gång.pdf')).toBe(1);

  await submit.click();
  await done(page);
  expect(api.forwarded()).toBe(1);
  expect(await documentsNamed(page, 'en-gång.pdf')).toBe(1);
});

test('api host: a network error after the document arrived: found at once, uploaded once', async ({
  page,
}) => {
  const api = await forwardThenFail(page, isApiUpload, 'POST', { kind: 'network' });
  const submit = await startUpload(page, 'nätfel.pdf');
  await submit.click();
  await done(page);
  // A second press has nothing left to do.
  await submit.click();
  await done(page);
  expect(api.forwarded()).toBe(1);
  expect(await documentsNamed(page, 'nätfel.pdf')).toBe(1);
});

for (const outcome of [{ kind: 'status', status: 504 }, { kind: 'network' }] as const) {
  test(`doc host: ${outcome.kind === 'network' ? 'a network error' : 'a 504'} is said to be unknown; the retry sends only that step`, async ({
    page,
  }) => {
    const api = await forwardThenFail(
      page,
      isApiUpload,
      'POST',
      { kind: 'status', status: 502 },
      0,
    );
    const doc = await forwardThenFail(page, isDocUpload, 'POST', outcome);
    const submit = await startUpload(page, 'arkiv.pdf');
    await submit.click();
    await expect(page.getByRole('alert')).toContainText(
      'Det är okänt om dokumentarkivet tog emot arkiv.pdf',
    );
    await submit.click();
    await done(page);
    expect({ api: api.forwarded(), doc: doc.forwarded() }).toEqual({ api: 1, doc: 2 });
    expect(await documentsNamed(page, 'arkiv.pdf')).toBe(1);
  });
}
