import type { Page, Request } from '@playwright/test';
import { test, expect, tokenFor, tokenValidAt, expectAccessible } from './fixtures';
import { addDays, stockholmClock, stockholmDay, stockholmMoment } from './stockholm-days';
import { holdFirstSave, newCheckOnX31, setTime, when } from './equipment-helpers';

/** The equipment edit dialog: create, edit, the rules at their edges, a batch (issue 13). */

const RULES = {
  activity: 'Kontrollera alternativ för korgtvätt eller rätta till temperaturen!',
  tooLate: 'Efterregistrering är möjligt högst 5 dagar efter händelsen! Justera datum/tid.',
  future: 'Det går inte att registrera händelser framåt i tiden. Justera datum/tid.',
};

interface Check {
  id: number;
  statusName: string;
  description: string;
  place: string | null;
  trip: number | null;
  temperature: number | null;
  created: string;
  hostName: string;
}

/** Every save request (method, body) the page sends. */
function recordSaves(page: Page) {
  const saves: { method: string; body: Record<string, unknown> }[] = [];
  page.on('request', (r: Request) => {
    if (/\/api\/Admin\/check\/?$/.test(new URL(r.url()).pathname))
      saves.push({ method: r.method(), body: r.postDataJSON() as Record<string, unknown> });
  });
  return saves;
}

/** The moment Stockholm's clock shows the same time `days` days earlier (DST counted). */
function daysBefore(ms: number, days: number): number {
  const [h, m] = stockholmClock(ms).split(':').map(Number) as [number, number];
  return stockholmMoment(addDays(stockholmDay(ms), -days), h * 60 + m) + (ms % 60_000);
}

async function latestChecks(page: Page): Promise<Check[]> {
  const res = await page.request.get('/mock/verify/api/Admin/checklist?districtids=4&take=20', {
    headers: { authorization: `Bearer ${tokenFor('admin')}` },
  });
  return ((await res.json()) as { data: Check[] }).data;
}

test('create a check, then edit it; the dialog passes axe', async ({ page }) => {
  // Several screens and 5,000-row lists: slow on a loaded 2-core machine.
  test.slow();
  const saves = recordSaves(page);
  const dialog = await newCheckOnX31(page);
  await expect(page).toHaveURL(/check=new/);
  // A new check starts at noon; statuses start preselected (2, 5, 6, 9, 12).
  await expect(dialog.getByLabel('Klockslag')).toHaveValue('12:00');
  await expect(dialog.getByRole('combobox', { name: 'Status för Invändig städning' })).toHaveValue(
    '5',
  );
  await expect(dialog.getByRole('combobox', { name: 'Status för Brandsläckare' })).toHaveValue('2');
  await dialog.getByRole('checkbox', { name: 'Utförd: Invändig städning' }).check();
  await dialog
    .getByRole('combobox', { name: 'Status för Invändig städning' })
    .selectOption({ label: 'Ej städad' });
  await dialog
    .getByRole('textbox', { name: 'Beskrivning för Invändig städning' })
    .fill('Kladdigt golv i vagn B');
  await dialog.getByRole('combobox', { name: 'Plats' }).selectOption({ label: 'Lund C (LU)' });
  await dialog.getByRole('textbox', { name: 'Tåg' }).fill('1045');
  // Noon of today may still be ahead (before 12): the check is registered an hour ago.
  await setTime(dialog, Date.now() - 60 * 60_000);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Kontrollen sparades.')).toBeVisible();

  expect(saves).toHaveLength(1);
  expect(saves[0]!.method).toBe('POST');
  expect(saves[0]!.body).toMatchObject({ statusTypeId: 4, Place: 'LU', trip: 1045 });
  const created = (await latestChecks(page)).find(
    (c) => c.description === 'Kladdigt golv i vagn B',
  )!;
  expect(created).toMatchObject({ statusName: 'Ej städad', place: 'LU', trip: 1045 });

  const shown = created.created.slice(0, 16).replace('T', ' ');
  await page.getByRole('button', { name: `Öppna X31 4301, Invändig städning ${shown}` }).click();
  const edit = page.getByRole('dialog', { name: `Kontroll ${created.id}` });
  await expect(
    edit.getByRole('textbox', { name: 'Beskrivning för Invändig städning' }),
  ).toHaveValue('Kladdigt golv i vagn B');
  await edit
    .getByRole('combobox', { name: 'Status för Invändig städning' })
    .selectOption({ label: 'Städad' });
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(saves).toHaveLength(2);
  expect(saves[1]!).toMatchObject({ method: 'PUT', body: { id: created.id, statusTypeId: 5 } });
  const row = page.getByRole('row').filter({
    has: page.getByRole('button', { name: `Öppna X31 4301, Invändig städning ${shown}` }),
  });
  await expect(row).toContainText('Städad');
});

test('each rule at its exact edge, with the spec texts; nothing is sent while one is broken', async ({
  page,
}) => {
  // The page's clock stands still 45 s into a minute a few minutes ahead of the server's, so
  // that "this minute" stays this minute on the page, and the server (exact, no grace), whose
  // minute has not reached the page's yet, agrees with every edge the page lets through.
  const minute = Date.now() - (Date.now() % 60_000) + 4 * 60_000;
  const now = minute + 45_000;
  await page.clock.setFixedTime(now);
  const saves = recordSaves(page);
  const dialog = await newCheckOnX31(page, tokenValidAt('admin', now));
  const save = dialog.getByRole('button', { name: 'Spara' });
  const alert = dialog.getByRole('alert');
  const clock = dialog.getByLabel('Klockslag');

  await save.click();
  await expect(alert).toHaveText(RULES.activity);
  await expect(clock).not.toHaveAttribute('aria-invalid');

  await dialog.getByRole('checkbox', { name: 'Utförd: Kylskåp bistro' }).check();
  await dialog
    .getByRole('combobox', { name: 'Status för Kylskåp bistro' })
    .selectOption({ label: 'Temperatur kontrollerad' });
  const temperature = dialog.getByRole('textbox', { name: 'Temperatur för Kylskåp bistro' });
  for (const value of ['2', '2,0', '', 'kallt']) {
    await temperature.fill(value);
    await save.click();
    await expect(alert).toHaveText(RULES.activity);
    await expect(temperature).toHaveAttribute('aria-invalid', 'true');
  }
  await temperature.fill('1,9');

  // A time that is no clock time (typed as text: the field is 24-hour whatever the browser's
  // language) is refused, and stays as typed to be put right.
  await clock.fill('25.10');
  await save.click();
  await expect(alert).toHaveText('Ange datum och klockslag.');
  await expect(clock).toHaveValue('25.10');
  await expect(clock).toHaveAttribute('aria-invalid', 'true');
  await expect(clock).toHaveAccessibleDescription(/Ange datum och klockslag\./);

  // One minute in the future.
  await setTime(dialog, minute + 60_000);
  await save.click();
  await expect(alert).toHaveText(RULES.future);

  // 5 days and one minute back (Stockholm calendar days, DST counted).
  const limit = daysBefore(minute, 5);
  await setTime(dialog, limit - 60_000);
  await save.click();
  await expect(alert).toHaveText(RULES.tooLate);
  await expect(clock).toHaveAttribute('aria-invalid', 'true');
  expect(saves).toHaveLength(0);

  // 5 days back exactly (and 45 s more, within the minute) is allowed; the server agrees.
  await setTime(dialog, limit);
  await save.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(saves).toHaveLength(1);
  expect(saves[0]!.body).toMatchObject({ Temperature: 1.9, statusTypeId: 11 });
  expect(saves[0]!.body.created).toBe(`${when(limit).date}T${when(limit).time}:00`);
});

test('a batch saves one check after another; a rejected one stays to fix and nothing is sent twice', async ({
  page,
}) => {
  // Several screens and 5,000-row lists: slow on a loaded 2-core machine.
  test.slow();
  await page.request.post('/mock/verify/__control', {
    data: { fail: { call: 'saveCheck', after: 1, status: 400, message: 'Objektet är avställt' } },
  });
  const saves = recordSaves(page);
  const dialog = await newCheckOnX31(page);
  for (const name of ['Toalett', 'Invändig städning', 'Vatten och tvål'])
    await dialog.getByRole('checkbox', { name: `Utförd: ${name}` }).check();
  await dialog.getByRole('textbox', { name: 'Beskrivning för Vatten och tvål' }).fill('Påfyllt');
  await setTime(dialog, Date.now() - 60 * 60_000);
  // The first send is held: while it runs the counters show, and nothing else goes out.
  const release = await holdFirstSave(page);
  // A double click saves once.
  await dialog.getByRole('button', { name: 'Spara' }).dblclick();

  const progress = dialog.getByRole('status', { name: 'Förlopp' });
  await expect(progress).toHaveText('Totalt: 3Behandlade: 0Sparade: 0Avvisade: 0');
  await expect(dialog.getByRole('button', { name: 'Sparar …' })).toBeDisabled();
  expect(saves).toHaveLength(1);
  release();
  await expect(progress).toHaveText('Totalt: 3Behandlade: 3Sparade: 2Avvisade: 1');
  await expect(dialog).toContainText('Avvisad: Objektet är avställt');
  await expect(dialog.getByRole('checkbox', { name: 'Utförd: Toalett' })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Utförd: Invändig städning' })).toBeEnabled();
  await expect(dialog.getByRole('checkbox', { name: 'Utförd: Vatten och tvål' })).toBeDisabled();
  expect(saves).toHaveLength(3);
  const relations = saves.map((s) => s.body.hostEquipmentRelationId);
  expect(new Set(relations).size).toBe(3);

  // What was typed and what was saved survive a reload.
  await page.reload();
  const again = page.getByRole('dialog', { name: 'Ny kontroll' });
  await expect(again.getByRole('checkbox', { name: 'Utförd: Toalett' })).toBeDisabled();
  await expect(again).toContainText('Avvisad: Objektet är avställt');

  await again.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Kontrollen sparades.')).toBeVisible();
  expect(saves.map((s) => s.body.hostEquipmentRelationId)).toEqual([...relations, relations[1]]);
  expect(saves.every((s) => s.method === 'POST')).toBe(true);
});
