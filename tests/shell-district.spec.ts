import { test, expect, signIn } from './fixtures';

/** The current traffic district: per tab, and where a new tab starts. */
test('a tile opened in a new tab starts in the district chosen last, not the default', async ({
  page,
  context,
}) => {
  await signIn(page, 'dispatcher', '/');
  const picker = page.getByLabel('Trafikdistrikt');
  await expect(picker).toHaveValue('4');
  await picker.selectOption('5');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /^Bemanning/ }).click(),
  ]);
  await expect(tab.getByLabel('Trafikdistrikt')).toHaveValue('5');
  // Each tab keeps its own: another choice in the new tab leaves the first one as it was.
  await tab.getByLabel('Trafikdistrikt').selectOption('17');
  await page.reload();
  await expect(picker).toHaveValue('5');
});
