import { readSheet } from 'read-excel-file/node';
import { test, expect, signIn, tokenFor, expectAccessible } from './fixtures';

const MANDATORY = 'Säkerhetsordning – ändrad körorder Malmö C–Lund C';

test('follow-up filters, the recipients modal and the receipts export', async ({ page }) => {
  const filters: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/document/getfilter')) filters.push(url.searchParams.get('filter')!);
  });
  await signIn(page, 'admin', '/vls/followupReadingRecipt');
  await expect(page.getByRole('heading', { name: 'Uppföljning av läskvitton' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Publicerad' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const site = page.getByRole('combobox', { name: 'Tjänsteställe' });
  await expect(site.locator('option').first()).toHaveText('Inget valt');
  const unread = table
    .getByRole('row', { name: new RegExp(MANDATORY) })
    .getByRole('cell')
    .nth(2);
  await expect(unread).toHaveText(/^\d+$/);
  const everyone = Number(await unread.textContent());

  await site.selectOption({ label: 'Malmö Lokförare' });
  await expect.poll(() => filters.some((f) => /"dutySiteId":\d+/.test(f))).toBe(true);
  await expect(unread).not.toHaveText(String(everyone));
  expect(Number(await unread.textContent())).toBeLessThan(everyone);
  await site.selectOption({ label: 'Inget valt' });
  await expect(unread).toHaveText(String(everyone));

  await page.getByRole('checkbox', { name: 'Alla distrikt' }).check();
  await expect(
    page.getByText(
      'Distrikt: Stockholm, Uppsala, Mälardalen, Skåne, Östergötland, Kalmar–Kronoberg',
    ),
  ).toBeVisible();
  // Every district: the district is left out of the filter, never sent as null.
  await expect.poll(() => filters.some((f) => !f.includes('"districtId"'))).toBe(true);
  expect(filters.filter((f) => f.includes('null'))).toEqual([]);
  await page.getByRole('checkbox', { name: 'Alla distrikt' }).uncheck();

  await page.getByRole('searchbox', { name: 'Filtrera' }).fill('säkerhetsordning – ändrad');
  await table.getByRole('button', { name: `Visa mottagare för ${MANDATORY}` }).click();
  const dialog = page.getByRole('dialog', { name: `Mottagare: ${MANDATORY}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/\d+ av \d+ har läst, \d+ har inte läst\./)).toBeVisible();
  await dialog.getByRole('radio', { name: 'Har inte läst' }).check();
  const status = dialog.getByRole('status').filter({ hasText: /^Visar/ });
  await expect(status).toHaveText(new RegExp(`^Visar ${everyone} av \\d+$`));
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exportera till Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^laskvitton-\d+\.xlsx$/);
  const rows = await readSheet(await download.path());
  expect(rows[0]).toEqual([
    'Anställningsnr',
    'Förnamn',
    'Efternamn',
    'Distrikt',
    'Dokument',
    'Läst',
    'Kontrollerad',
  ]);
  expect(rows).toHaveLength(everyone + 1);
  expect(rows.slice(1).every((r) => r[5] === 'Nej' && r[4] === MANDATORY && r[3] === 'Skåne')).toBe(
    true,
  );
  expect(rows.slice(1).map((r) => `${r[1]} ${r[2]}`)).toContain('Anna Lindqvist');

  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(dialog).toBeHidden();
});

test('the user view: empty search is refused, a stale answer never replaces a newer one', async ({
  page,
}) => {
  const words: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/mock/doc/v1/document/searchusers'),
    async (route) => {
      const word = new URL(route.request().url()).searchParams.get('searchword') ?? '';
      words.push(word);
      // The first, broad search answers last.
      if (word === 'a') await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue().catch(() => undefined);
    },
  );
  await signIn(page, 'admin', '/vls/followupReadingRecipt');
  await page.getByRole('radio', { name: 'Per användare' }).check();
  const table = page.getByRole('table');
  // The user list is the search (spec 1 §5, §7): nothing is listed, or asked, before it.
  await expect(
    page.getByText('Sök efter en användare med namn eller anställningsnummer.'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Text parameter is not included or is empty');

  const search = page.getByRole('searchbox', { name: 'Sök användare' });
  await search.fill('a');
  await expect.poll(() => words).toContain('a');
  await search.fill('Anna Lindqvist');
  await expect.poll(() => words).toContain('Anna Lindqvist');
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('Anna Lindqvist');
  // Let the older, slower answer arrive: the list still shows the newer one.
  await page.waitForTimeout(3000);
  const names = await table.getByRole('row').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(names.slice(1).every((n) => n.includes('Anna Lindqvist'))).toBe(true);

  await first.getByRole('link', { name: /Anna Lindqvist/ }).click();
  await expect(page.getByRole('heading', { name: 'Granskning: Anna Lindqvist' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(MANDATORY) })).toContainText('Nej');
  await expectAccessible(page);
});

test("a user found under 'Alla distrikt' is reviewed by name, in every district", async ({
  page,
}) => {
  await signIn(page, 'admin', '/vls/followupReadingRecipt');
  // The header stands in another district than the user's (Skåne).
  await page.getByLabel('Trafikdistrikt').selectOption('5');
  await page.getByRole('checkbox', { name: 'Alla distrikt' }).check();
  await page.getByRole('radio', { name: 'Per användare' }).check();
  // Anna Lindqvist, the demo driver, by her employee number.
  await page.getByRole('searchbox', { name: 'Sök användare' }).fill('20001');
  await page.getByRole('link', { name: 'Anna Lindqvist' }).click();
  await expect(page.getByRole('heading', { name: 'Granskning: Anna Lindqvist' })).toBeVisible();
  // A Skåne document, though the header says Östergötland.
  await expect(page.getByRole('row', { name: new RegExp(MANDATORY) })).toContainText('Nej');
});

test('the recipients summary counts what the table shows, and says what the server counts', async ({
  page,
}) => {
  // A document sent to several districts (the follow-up below shows Skåne only).
  const response = await page.request.get('/mock/api/document/getfilter', {
    params: {
      filter: JSON.stringify({
        userId: 'x',
        followup: true,
        districtId: null,
        dutySiteId: null,
      }),
    },
    headers: { authorization: `Bearer ${tokenFor('admin')}` },
  });
  const docs = (await response.json()) as { Name: string; DistrictIDs: number[] }[];
  const wide = docs.find((d) => d.DistrictIDs.includes(4) && d.DistrictIDs.length > 1)!;

  await signIn(page, 'admin', '/vls/followupReadingRecipt');
  await page.getByRole('searchbox', { name: 'Filtrera' }).fill(wide.Name);
  await page
    .getByRole('button', { name: `Visa mottagare för ${wide.Name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Mottagare: ${wide.Name}` });
  const summary = dialog.getByText(/^Skåne: \d+ av \d+ har läst, \d+ har inte läst\./);
  await expect(summary).toBeVisible();
  const [, read, total, unread] = /(\d+) av (\d+) har läst, (\d+)/
    .exec(await summary.innerText())!
    .map(Number);
  const shown = dialog.getByRole('status').filter({ hasText: /^Visar/ });
  await expect(shown).toHaveText(`Visar ${total} av ${total}`);
  await dialog.getByRole('radio', { name: 'Har läst', exact: true }).check();
  await expect(shown).toHaveText(`Visar ${read} av ${total}`);
  await dialog.getByRole('radio', { name: 'Har inte läst' }).check();
  await expect(shown).toHaveText(`Visar ${unread} av ${total}`);
  // The server's own summary covers every district: labelled so.
  const everywhere = /I alla distrikt: \d+ av (\d+) har läst\./.exec(await summary.innerText());
  expect(Number(everywhere![1])).toBeGreaterThan(total!);
});
