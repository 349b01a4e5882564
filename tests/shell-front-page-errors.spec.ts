import { test, expect, signIn } from './fixtures';

/**
 * Issue 34: the front page fails like the feature pages, inside the shell. Here the info widget's
 * code (its own chunk, loaded beside the page) cannot be fetched: a new version was deployed while
 * the tab was open, or the network dropped. The header and the district picker stay, the page says
 * what happened, and trying again once the code is reachable shows the front page.
 */
test('the front page whose info widget cannot load fails inside the shell, as feature pages do', async ({
  page,
}) => {
  // The info widget's chunk, built (info-widget-<hash>.js) or served by the dev server.
  const infoChunk = (url: URL) => /\/info-widget[-.][^/]*$/.test(url.pathname);
  await page.route(infoChunk, (route) => route.abort('connectionreset'));
  await signIn(page, 'dispatcher');

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Något gick fel' })).toBeVisible();
  await expect(alert).toContainText(
    'Sidan kunde inte visas. Försök igen eller gå till startsidan.',
  );
  // Not the shell's own fallback: the header and the district picker are still there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Trafikdistrikt' })).toBeVisible();

  await page.unroute(infoChunk);
  await alert.getByRole('button', { name: 'Försök igen' }).click();
  await expect(page.getByRole('navigation', { name: 'Dina tjänster' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aktuell information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Något gick fel' })).toHaveCount(0);
});
