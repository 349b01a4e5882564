import { test, expect, signIn } from './fixtures';
import { openConnections, searchPlace } from './connections-helpers';

const LUND_C = { latitude: 55.7054, longitude: 13.1868 };

test('near me with a granted position offers the nearest stops', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...LUND_C, accuracy: 20 });
  await openConnections(page);
  await page.getByRole('button', { name: 'Nära mig' }).click();
  const near = page.getByRole('region', { name: 'Nära mig' });
  await expect(near.getByRole('heading', { name: 'Närmaste hållplatser' })).toBeVisible();
  await expect(near.getByRole('listitem')).toHaveCount(5);
  await expect(near.getByRole('listitem').first()).toContainText('Lund C (LU)');
  await expect(near.getByRole('listitem').first()).toContainText('0 m');
  await expect(near.getByRole('listitem').nth(1)).toContainText('Lund Botulfsplatsen');
  await near.getByRole('button', { name: 'Lund C (LU)' }).click();
  await expect(page.getByRole('heading', { name: 'Avgångar från Lund C (LU)' })).toBeVisible();
});

test('near me refused: the refusal is explained', async ({ page, context }) => {
  await context.clearPermissions();
  // The browser answers as it does when the user refuses the prompt.
  await context.addInitScript(() => {
    navigator.geolocation.getCurrentPosition = (_ok, fail) =>
      fail?.({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: 'User denied Geolocation',
      } as GeolocationPositionError);
  });
  await openConnections(page);
  await page.getByRole('button', { name: 'Nära mig' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /webbläsaren inte fick använda den\. Tillåt platsåtkomst för sidan/,
  );
});

test('near me without a position within 5 s: the time-out is explained', async ({
  page,
  context,
}) => {
  // A position that never comes (e.g. a permission prompt left open): the 5 s limit ends it.
  await context.addInitScript(() => {
    (window as unknown as { geoOptions: PositionOptions[] }).geoOptions = [];
    navigator.geolocation.getCurrentPosition = (_ok, _fail, options) => {
      (window as unknown as { geoOptions: PositionOptions[] }).geoOptions.push(options ?? {});
    };
  });
  await page.clock.install();
  await openConnections(page);
  // Time stands still from here (the installed clock would otherwise run on with real time,
  // and on a busy machine more than 100 ms may pass before the first step).
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  await page.getByRole('button', { name: 'Nära mig' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hämtar din position' })).toBeVisible();
  await page.clock.runFor(4_900);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(page.getByRole('alert')).toHaveText(/inte hämtas inom 5 sekunder/);
  expect(
    await page.evaluate(() => (window as unknown as { geoOptions: PositionOptions[] }).geoOptions),
  ).toEqual([expect.objectContaining({ timeout: 5000 })]);
  // Trying again is possible.
  await expect(page.getByRole('button', { name: 'Nära mig' })).toBeEnabled();
});

test('history: the last 10 places, newest first, per user, kept after a reload', async ({
  page,
}) => {
  test.slow();
  await openConnections(page);
  const typed = ['M', 'HB', 'HM', 'LU', 'CR', 'Y', 'TB', 'LKR', 'ÄL', 'HÖ', 'SIM', 'ÄH'];
  const names = [
    'Malmö C (M)',
    'Helsingborg C (HB)',
    'Hässleholm C (HM)',
    'Lund C (LU)',
    'Kristianstad C (CR)',
    'Ystad (Y)',
    'Trelleborg C (TB)',
    'Landskrona (LKR)',
    'Eslöv (ÄL)',
    'Höör (HÖ)',
    'Simrishamn (SIM)',
    'Ängelholm (ÄH)',
  ];
  for (const [i, text] of typed.entries()) await searchPlace(page, text, names[i]!);
  // Searching a place again moves it to the front.
  await searchPlace(page, 'LU', 'Lund C (LU)');
  const plain = (label: string) => label.replace(/ \(.*\)$/, '');
  const expected = [
    'Lund C',
    ...names
      .slice(2)
      .reverse()
      .map(plain)
      .filter((n) => n !== 'Lund C'),
  ].slice(0, 10);
  const history = page.getByRole('region', { name: 'Senaste sökningar' });
  await expect(history.getByRole('button')).toHaveText(expected);
  await page.reload();
  await expect(history.getByRole('button')).toHaveText(expected);
  // One click searches again.
  await history.getByRole('button', { name: 'Ystad' }).click();
  await expect(page.getByRole('heading', { name: 'Avgångar från Ystad (Y)' })).toBeVisible();
  await expect(history.getByRole('button').first()).toHaveText('Ystad');
});

test('another user on the device has their own history', async ({ page }) => {
  await openConnections(page);
  await searchPlace(page, 'M', 'Malmö C (M)');
  // A hand-over link for another user on the same device: the portal asks first.
  await signIn(page, 'conductor', '/connections');
  await page.getByRole('button', { name: 'Byt till Erik Nilsson' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Avgångar' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Huvudstationer' }).getByRole('button').first(),
  ).toHaveText('Mjölby (MY)');
  const history = page.getByRole('region', { name: 'Senaste sökningar' });
  await expect(history.getByText('Inga sökningar ännu.')).toBeVisible();
});

test('a place from the history finds its trains again after a district change', async ({
  page,
}) => {
  await signIn(page, 'admin', '/connections');
  await page.getByLabel('Trafikdistrikt').selectOption('4');
  await searchPlace(page, 'LU', 'Lund C (LU)');
  await page.getByLabel('Trafikdistrikt').selectOption('5');
  await expect(page.getByText('Välj en plats för att se avgångar.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Senaste sökningar' });
  await history.getByRole('button', { name: 'Lund C' }).click();
  await expect(page.getByRole('heading', { name: 'Avgångar från Lund C (LU)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Tåg' }).first()).toBeVisible();
  await expect(page.getByText('Saknar platssignatur')).toHaveCount(0);
});
