import type { Page } from '@playwright/test';
import { test, expect, tokenFor } from './fixtures';
import { forwardThenFail } from './forward-then-fail';
import { newCheckOnX31, setTime } from './equipment-helpers';

/**
 * A new check whose POST reached the server but whose answer the page lost (a gateway's 504):
 * the page looks for the check before it sends again, so no second check is ever created.
 */

const CHECK = /\/api\/Admin\/check\/?$/;

/** The checks of district 4 on the mock with this description. */
async function checksOnMock(page: Page, description: string): Promise<number> {
  const res = await page.request.get('/mock/verify/api/Admin/checklist?districtids=4&take=50', {
    headers: { authorization: `Bearer ${tokenFor('admin')}` },
  });
  const { data } = (await res.json()) as { data: { description: string }[] };
  return data.filter((c) => c.description === description).length;
}

async function fillOneCheck(page: Page, description: string) {
  const dialog = await newCheckOnX31(page);
  await dialog.getByRole('checkbox', { name: 'Utförd: Toalett' }).check();
  await dialog.getByRole('textbox', { name: 'Beskrivning för Toalett' }).fill(description);
  await setTime(dialog, Date.now() - 60 * 60_000);
  return dialog;
}

test('a 504 after the server made the check: the page finds it and shows it saved', async ({
  page,
}) => {
  test.slow();
  const description = 'Påfylld efter 504';
  const dialog = await fillOneCheck(page, description);
  const posts = await forwardThenFail(page, CHECK, 'POST', { kind: 'status', status: 504 });
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Kontrollen sparades.')).toBeVisible();
  expect(posts.forwarded()).toBe(1);
  expect(await checksOnMock(page, description)).toBe(1);
});

test('a 504 and no way to look: a second press of Spara looks first and makes no second check', async ({
  page,
}) => {
  test.slow();
  const description = 'Påfylld en gång';
  const dialog = await fillOneCheck(page, description);
  const posts = await forwardThenFail(page, CHECK, 'POST', { kind: 'status', status: 504 });
  // The look right after the 504 fails too (the network is still down): the outcome stays unknown.
  let looks = 0;
  await page.route(/\/api\/Admin\/checklist\?.*equipmentid=/, async (route) => {
    looks += 1;
    return looks === 1 ? route.abort('failed') : route.fallback();
  });
  const save = dialog.getByRole('button', { name: 'Spara' });
  await save.click();
  await expect(dialog).toContainText('Osäkert om den sparades');
  await expect(dialog.getByRole('status', { name: 'Förlopp' })).toHaveText(
    'Totalt: 1Behandlade: 1Sparade: 0Avvisade: 1',
  );
  expect(await checksOnMock(page, description)).toBe(1);

  await save.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Kontrollen sparades.')).toBeVisible();
  expect(looks).toBe(2);
  expect(posts.forwarded()).toBe(1);
  expect(await checksOnMock(page, description)).toBe(1);
});

// A yes without the check (the spec gives no answer): saved, as the status says, and sent once.
const ANSWERS = [
  { status: 200, body: '' },
  { status: 201, body: '{"status":"ok"}' },
] as const;
for (const { status, body } of ANSWERS) {
  test(`a check answered ${status} ${body || 'with no body'}, Spara pressed twice: one check, shown saved`, async ({
    page,
  }) => {
    test.slow();
    const description = `Påfylld, svar ${status}`;
    const dialog = await fillOneCheck(page, description);
    const posts = await forwardThenFail(page, CHECK, 'POST', { kind: 'answer', status, body });
    // Both presses before React re-renders (a slow device's double tap).
    await dialog.getByRole('button', { name: 'Spara' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Kontrollen sparades.')).toBeVisible();
    expect(posts.forwarded()).toBe(1);
    expect(await checksOnMock(page, description)).toBe(1);
  });
}
