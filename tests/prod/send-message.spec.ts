import { test, expect, signInOidc } from './fixtures';
import { threadRows } from '../message-rows';

test('a dispatcher sends a traffic message once; it is in the list after a reload', async ({
  page,
}) => {
  // Unique per run: the production journeys share one mock world.
  const subject = `Signalfel Lund C ${Date.now().toString(36)}`;
  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/message\/Group/i.test(r.url())) sends.push(r.url());
  });
  await signInOidc(page, 'dispatcher', '/#/message/edit');
  await expect(page.getByRole('heading', { name: 'Nytt trafikmeddelande' })).toBeVisible();
  await page.getByRole('checkbox', { name: /^Trafikledning Skåne/ }).check();
  await page.getByRole('textbox', { name: 'Ämne', exact: true }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Meddelande', exact: true })
    .fill('Tågen kör med nedsatt hastighet mellan Lund C och Malmö C.');
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await page
    .getByRole('dialog', { name: 'Förhandsgranskning' })
    .getByRole('button', { name: 'Skicka' })
    .dblclick();

  await expect(page).toHaveURL(/#\/message$/);
  // The list is a virtual table and the day's list grows: the row is found by scrolling.
  await expect(await threadRows(page, new RegExp(subject))).toBeVisible();
  expect(sends).toHaveLength(1);
  await page.reload();
  await expect(await threadRows(page, new RegExp(subject))).toBeVisible();
});
