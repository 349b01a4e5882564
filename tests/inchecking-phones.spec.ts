import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn } from './fixtures';
import { auth } from './inchecking-helpers';
import { stockholmDay } from './stockholm-days';

/**
 * Check-in follows the staff overview's rule (README, "The useradmin role"): home and private
 * phone numbers are for users whose token role includes useradmin. Everyone else sees the work
 * phone alone in the employee dialog and cannot find anyone by a home or private number.
 */

interface Employee {
  name: string;
  employeeNumber: string;
  phones: { work: string; home: string; private: string };
}

/** Someone on duty today in Skåne with a work, a home and a private phone (mock data). */
async function withAllPhones(request: APIRequestContext): Promise<Employee> {
  const response = await request.get(
    `/mock/staff/overview/dutysignins?date=${stockholmDay()}&districtId=4`,
    { headers: auth() },
  );
  expect(response.ok()).toBe(true);
  const all = (await response.json()) as { employee: Partial<Employee> | null }[];
  const found = all.find(
    ({ employee: e }) => e?.name && e.phones?.work && e.phones.home && e.phones.private,
  );
  expect(found, 'someone with three phones in the mock data').toBeTruthy();
  return found!.employee as Employee;
}

const countOf = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Visar \d+ av \d+ tjänster$/ });

/** Opens check-in as `user` (token hand-over, as every journey) with every duty shown. */
async function openCheckIn(page: Page, user: 'dispatcher' | 'admin'): Promise<string> {
  await signIn(page, user, '/inchecking');
  await expect(page.getByRole('heading', { name: 'Incheckning' })).toBeVisible();
  await page.getByLabel('Tidsram').selectOption('all');
  await expect(countOf(page)).toHaveText(/Visar (\d+) av \1 tjänster/);
  return /av (\d+)/.exec((await countOf(page).textContent())!)![1]!;
}

/** Searches `text` from the whole list (the list follows the field a render later). */
async function search(page: Page, total: string, text: string): Promise<void> {
  await page.getByLabel('Sök').fill('');
  await expect(countOf(page)).toHaveText(`Visar ${total} av ${total} tjänster`);
  await page.getByLabel('Sök').fill(text);
  await expect(countOf(page)).not.toHaveText(`Visar ${total} av ${total} tjänster`);
}

async function openEmployee(page: Page, total: string, e: Employee) {
  await search(page, total, e.employeeNumber);
  await page
    .getByRole('button', { name: `Visa uppgifter om ${e.name}` })
    .first()
    .click();
  return page.getByRole('dialog', { name: e.name });
}

test('a dispatcher sees the work phone only, and finds nobody by a home or private number', async ({
  page,
}) => {
  const e = await withAllPhones(page.request);
  const total = await openCheckIn(page, 'dispatcher');
  await search(page, total, e.phones.private);
  await expect(countOf(page)).toHaveText(`Visar 0 av ${total} tjänster`);
  await search(page, total, e.phones.home);
  await expect(countOf(page)).toHaveText(`Visar 0 av ${total} tjänster`);
  // The work phone, which the list shows, is found.
  await search(page, total, e.phones.work);
  await expect(
    page.getByRole('button', { name: `Visa uppgifter om ${e.name}` }).first(),
  ).toBeVisible();

  const dialog = await openEmployee(page, total, e);
  await expect(dialog.getByRole('link', { name: /^07/ })).toHaveAttribute(
    'href',
    `tel:+${e.phones.work}`,
  );
  await expect(dialog.getByText('Telefon hem')).toHaveCount(0);
  await expect(dialog.getByText('Telefon privat')).toHaveCount(0);
  await expect(dialog.locator(`a[href="tel:+${e.phones.home}"]`)).toHaveCount(0);
  await expect(dialog.locator(`a[href="tel:+${e.phones.private}"]`)).toHaveCount(0);
});

test('a user administrator sees and finds home and private numbers in check-in', async ({
  page,
}) => {
  const e = await withAllPhones(page.request);
  const total = await openCheckIn(page, 'admin');
  for (const number of [e.phones.private, e.phones.home]) {
    await search(page, total, number);
    await expect(countOf(page)).not.toHaveText(`Visar 0 av ${total} tjänster`);
    await expect(
      page.getByRole('button', { name: `Visa uppgifter om ${e.name}` }).first(),
    ).toBeVisible();
  }

  const dialog = await openEmployee(page, total, e);
  const phone = (label: string) =>
    dialog.getByRole('definition').filter({
      has: page.locator(`xpath=preceding-sibling::dt[normalize-space()="${label}"]`),
    });
  await expect(phone('Telefon arbete').getByRole('link')).toHaveAttribute(
    'href',
    `tel:+${e.phones.work}`,
  );
  await expect(phone('Telefon hem').getByRole('link')).toHaveAttribute(
    'href',
    `tel:+${e.phones.home}`,
  );
  await expect(phone('Telefon privat').getByRole('link')).toHaveAttribute(
    'href',
    `tel:+${e.phones.private}`,
  );
  await expectAccessible(page);
});
