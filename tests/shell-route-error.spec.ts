import { test, expect, signIn } from './fixtures';

/**
 * Issue 9: a view that cannot be shown fails inside the shell. Here the staff overview's code
 * cannot be fetched (a new version was deployed while the tab was open, or the network dropped):
 * the header, the menu and the district picker stay, the page says what happened and offers a
 * way on, and trying again once the code is reachable shows the view.
 */
test('a view whose code cannot load fails inside the shell, which stays usable', async ({
  page,
}) => {
  // The staff overview's chunk, built (staff-page-<hash>.js) or served by the dev server.
  const staffChunk = (url: URL) => /\/staff-page[-.][^/]*$/.test(url.pathname);
  await page.route(staffChunk, (route) => route.abort('connectionreset'));
  await signIn(page, 'dispatcher', '/staffoverview/viewAll');

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Något gick fel' })).toBeVisible();
  await expect(alert).toContainText(
    'Sidan kunde inte visas. Försök igen eller gå till startsidan.',
  );
  // The shell is still there and works.
  const picker = page.getByRole('combobox', { name: 'Trafikdistrikt' });
  await expect(picker).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await alert.getByRole('link', { name: 'Till startsidan' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('link', { name: /^Bemanning/ })).toBeVisible();

  // Reachable again: "Försök igen" on the failed view loads it.
  await page.goto('/#/staffoverview/viewAll');
  await expect(alert.getByRole('heading', { name: 'Något gick fel' })).toBeVisible();
  await page.unroute(staffChunk);
  await alert.getByRole('button', { name: 'Försök igen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bemanning' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Trafikdistrikt' })).toBeVisible();
});
