import { test, expect, signIn } from './fixtures';
import { searchPlace } from './connections-helpers';

/** A history entry is searched in the district it was searched in, whatever the header shows. */

test('a place from another district keeps its train rule: no "Saknar platssignatur"', async ({
  page,
}) => {
  await signIn(page, 'admin', '/connections');
  await page.getByLabel('Trafikdistrikt').selectOption('1');
  // A bus stop without signature: district 1 asks for its trains by name.
  await searchPlace(page, 'Cityterminalen', 'Stockholm Cityterminalen');
  await page.getByLabel('Trafikdistrikt').selectOption('4');
  await expect(page.getByText('Välj en plats för att se avgångar.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Senaste sökningar' });
  await history.getByRole('button', { name: 'Stockholm Cityterminalen' }).click();
  await expect(
    page.getByRole('heading', { name: 'Avgångar från Stockholm Cityterminalen' }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Buss' }).first()).toBeVisible();
  await expect(page.getByText('Saknar platssignatur')).toHaveCount(0);
});

test("the vehicles of a place from another district are asked of that district's service", async ({
  page,
}) => {
  await signIn(page, 'admin', '/connections');
  await page.getByLabel('Trafikdistrikt').selectOption('5');
  await searchPlace(page, 'LP', 'Linköping C (LP)');
  await page.getByLabel('Trafikdistrikt').selectOption('4');
  const history = page.getByRole('region', { name: 'Senaste sökningar' });
  await history.getByRole('button', { name: 'Linköping C' }).click();
  await expect(page.getByRole('heading', { name: 'Avgångar från Linköping C (LP)' })).toBeVisible();
  const asked = page.waitForRequest(/\/mock\/vehicles\/vehicle-\d+l\/\d+\?/);
  await page
    .getByRole('button', { name: /^Visa fordon för tur/ })
    .first()
    .click();
  expect(new URL((await asked).url()).pathname).toMatch(/\/vehicle-\d+l\/5$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});
