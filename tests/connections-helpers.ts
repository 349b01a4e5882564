import type { Page } from '@playwright/test';
import { expect, signIn } from './fixtures';

/** Opens /connections signed in as a demo user (the driver works in Skåne, district 4). */
export async function openConnections(
  page: Page,
  who: 'driver' | 'conductor' = 'driver',
): Promise<void> {
  await signIn(page, who, '/connections');
  await expect(page.getByRole('heading', { level: 1, name: 'Avgångar' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sök plats' })).toBeEnabled();
}

/** Types in the place search and chooses the first match with the keyboard. */
export async function searchPlace(page: Page, text: string, expected: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Sök plats' });
  await box.fill(text);
  await expect(
    page.getByRole('listbox', { name: 'Sök plats' }).getByRole('option').first(),
  ).toHaveText(expected);
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: `Avgångar från ${expected}` })).toBeVisible();
}

/** Per-call slowness and failures of the mock's connection services (this test's world). */
export async function connectionRules(
  page: Page,
  rules: { host?: string; place?: string; delayMs?: number; status?: number; message?: string }[],
): Promise<void> {
  const res = await page.request.post('/mock/connections/__control', { data: { rules } });
  expect(res.ok()).toBe(true);
}

export const board = (page: Page) => page.getByRole('table');
export const rows = (page: Page) => board(page).getByRole('row');
