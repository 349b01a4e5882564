import { test, expect, signIn, expectAccessible } from './fixtures';

test('ticking a tag opens it and ticks its children; the state survives a district change', async ({
  page,
}) => {
  const filters: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/mock/api/document/getfilter')) {
      filters.push(url.searchParams.get('filter') ?? '');
    }
  });
  await signIn(page, 'admin', '/vls/viewAllDocuments');
  await expect(page.getByRole('heading', { name: 'Alla dokument' })).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Processer' });
  const vls = tree.getByRole('treeitem', { name: 'VLS', exact: true });
  await expect(vls).not.toBeChecked();
  await expect(
    page.getByText('Ingen process vald: alla dokument i distriktet visas.'),
  ).toBeVisible();

  // The triangle opens a node for the mouse (keyboard: keyboard-documents.spec.ts).
  await tree.getByTitle('Visa underprocesser för VLS').click();
  const k4 = tree.getByRole('treeitem', { name: 'K4 Utföra trafik' });
  await tree.getByText('K4 Utföra trafik', { exact: true }).click();
  // Ticking opened K4 and ticked every child.
  await expect(k4).toHaveAttribute('aria-expanded', 'true');
  await expect(k4).toBeChecked();
  await expect(tree.getByRole('treeitem', { name: 'K4.1 Tågtrafik' })).toBeChecked();
  await expect(tree.getByRole('treeitem', { name: 'K4.2 Busstrafik' })).toBeChecked();
  await expect(vls).toHaveAttribute('aria-checked', 'mixed');
  // The list was fetched again for the ticked tags only.
  await expect.poll(() => filters.some((f) => f.includes('"processtagid":[254,'))).toBe(true);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText('Utföra trafik');
  await expectAccessible(page);

  await page
    .getByRole('combobox', { name: 'Trafikdistrikt' })
    .selectOption({ label: 'Östergötland' });
  await expect.poll(() => filters.some((f) => f.includes('"districtId":5'))).toBe(true);
  await expect(k4).toBeChecked();
  await expect(tree.getByRole('treeitem', { name: 'K4.1 Tågtrafik' })).toBeChecked();
  await expect(table.getByRole('row').nth(1)).toContainText('Utföra trafik');
  const last = filters.at(-1) ?? '';
  expect(JSON.parse(last)).toMatchObject({ districtId: 5, followup: false });
  expect((JSON.parse(last) as { processtagid: number[] }).processtagid).toContain(270);

  // Unticking K4.1 leaves K4 partly ticked; the choice survives a reload too.
  await tree.getByText('K4.1 Tågtrafik', { exact: true }).click();
  await page.reload();
  await expect(tree.getByRole('treeitem', { name: 'K4.2 Busstrafik' })).toBeChecked();
  await expect(tree.getByRole('treeitem', { name: 'K4.1 Tågtrafik' })).not.toBeChecked();
  await expect(k4).not.toBeChecked();
  await expect(k4).toHaveAttribute('aria-checked', 'mixed');
});

test('all documents can be sorted and searched; a missing date is shown as none', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/vls/viewAllDocuments');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Publicerad' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await table.getByRole('button', { name: 'Namn' }).click();
  await expect(table.getByRole('columnheader', { name: 'Namn' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(table.getByRole('cell', { name: 'Inget', exact: true }).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filtrera' }).fill('bromsprov');
  await expect(table.getByRole('row').nth(1)).toContainText(/bromsprov/i);
  await expect(page.getByRole('status').filter({ hasText: /^Visar \d+ av \d+$/ })).toBeVisible();
});

test('the embedded process tree is used when the tag call fails', async ({ page }) => {
  await page.route(
    (url) => url.pathname.endsWith('/mock/api/processtag/getFilter'),
    (route) => route.fulfill({ status: 500, json: { message: 'nere' } }),
  );
  await signIn(page, 'admin', '/vls/viewAllDocuments');
  await expect(
    page.getByText('Processträdet kunde inte hämtas. Den inbyggda processlistan visas.'),
  ).toBeVisible();
  await page.getByTitle('Visa underprocesser för VLS').click();
  await expect(page.getByRole('treeitem', { name: 'K8 Utbilda personal' })).toBeVisible();
});
