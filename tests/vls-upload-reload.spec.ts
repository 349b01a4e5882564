import type { Page } from '@playwright/test';
import { test, expect, signIn, tokenFor } from './fixtures';
import { forwardThenFail } from './forward-then-fail';
import { DEMO_USERS } from '../mocks/seed/demo-users';

/**
 * Nothing created twice across a reload: after an upload whose outcome is unknown, the page
 * remembers the file's id; the same file chosen again (browsers cannot keep files) looks for its
 * document before anything is sent.
 */

const ADMIN = DEMO_USERS.find((u) => u.key === 'admin')!.employee.userId;
const isApiUpload = /\/mock\/api\/document\/upload$/;
const isIdCheck = (url: URL) => /\/mock\/api\/document\/\d+$/.test(url.pathname);

/** Chooses the same file each time: same name, size and last change (a buffer would get now). */
const chooseFile = (page: Page) =>
  page.getByLabel('Välj filer').evaluate((input: HTMLInputElement) => {
    const files = new DataTransfer();
    files.items.add(
      new File(['%PDF-1.4\ninnehåll\n%%EOF\n'], 'omladdad.pdf', {
        type: 'application/pdf',
        lastModified: Date.UTC(2026, 0, 5, 8),
      }),
    );
    input.files = files.files;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });

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

test('a reload after an unknown outcome: the same file chosen again looks first, one document', async ({
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
  await signIn(page, 'admin', '/vls/files/upload');
  await chooseFile(page);
  await page.getByRole('combobox', { name: 'Process' }).selectOption('270');
  await page.getByRole('button', { name: 'Ladda upp', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Det är okänt om omladdad.pdf kom fram till servern',
  );
  expect(await documentsNamed(page, 'omladdad.pdf')).toBe(1);

  await page.reload();
  const pending = page
    .getByRole('status')
    .filter({ hasText: 'Det är okänt om en tidigare uppladdning kom fram: omladdad.pdf' });
  await expect(pending).toContainText('välj samma fil igen');
  await chooseFile(page);
  await expect(pending).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: /omladdad\.pdf: Okänt/ })).toBeVisible();
  await page.getByRole('button', { name: 'Ladda upp', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Uppladdningen är klar.' }),
  ).toBeVisible();
  expect(api.forwarded()).toBe(1);
  expect(await documentsNamed(page, 'omladdad.pdf')).toBe(1);

  // Done: nothing is remembered any more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Det är okänt om en tidigare uppladdning')).toHaveCount(0);
});
