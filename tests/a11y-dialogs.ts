import type { Locator, Page } from '@playwright/test';
import { expect, signIn, tokenFor } from './fixtures';
import { dateField, openStaff } from './staff-helpers';
import { openConnections } from './connections-helpers';

/** Opens a dialog the way a user does and gives it back, with its content shown. */
type OpenDialog = (page: Page) => Promise<Locator>;

const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/**
 * Presses the first button named `prefix <name>` and gives back the dialog it opens, named
 * `title(name)` (the name itself unless told).
 */
async function openFirst(
  page: Page,
  prefix: string,
  title: (name: string) => string = (name) => name,
): Promise<Locator> {
  const show = page.getByRole('button', { name: new RegExp(`^${prefix} `) }).first();
  const name = (await show.getAttribute('aria-label'))!.replace(`${prefix} `, '');
  await show.click();
  return dialogNamed(page, title(name));
}

async function staffDuty(page: Page): Promise<Locator> {
  await openStaff(page);
  const dialog = await openFirst(page, 'Visa tjänst', (block) => `Tjänst ${block}`);
  await expect(dialog.getByRole('table', { name: 'Aktiviteter' })).toBeVisible();
  return dialog;
}

async function groupForm(page: Page, group?: string): Promise<void> {
  if (group) {
    await signIn(page, 'admin', '/message/groupadmin');
    await page.getByRole('link', { name: `Redigera ${group}` }).click();
  } else {
    await signIn(page, 'admin', '/message/groupadmin/edit');
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Opens the calendar of the date field `name` by keyboard (ArrowDown in the field). */
async function calendarOf(page: Page, name: string, within: Page | Locator = page) {
  const field = within.getByRole('textbox', { name, exact: true });
  await expect(field).toBeEditable();
  await field.focus();
  await page.keyboard.press('ArrowDown');
  const calendar = dialogNamed(page, 'Välj datum');
  await expect(calendar.getByRole('gridcell').first()).toBeVisible();
  return calendar;
}

/** Every dialog of the portal, by the name a user sees. */
export const DIALOGS: Record<string, OpenDialog> = {
  'duty (staff overview)': staffDuty,
  'trip on top of a duty': async (page) => {
    const duty = await staffDuty(page);
    const show = duty.getByRole('button', { name: /^Visa tåg / }).first();
    const trip = (await show.getAttribute('aria-label'))!.replace('Visa tåg ', '');
    await show.click();
    const info = dialogNamed(page, `Tåg ${trip}`);
    await expect(info.getByRole('cell').first()).toBeVisible();
    return info;
  },
  'date picker (staff overview)': async (page) => {
    await openStaff(page);
    await expect(dateField(page)).toBeEditable();
    await dateField(page).focus();
    await page.keyboard.press('ArrowDown');
    const calendar = dialogNamed(page, 'Välj datum');
    await expect(calendar.getByRole('gridcell').first()).toBeVisible();
    return calendar;
  },
  'date picker (position list)': async (page) => {
    await signIn(page, 'driver', '/workday/positionlist');
    return calendarOf(page, 'Datum');
  },
  'date picker (message list)': async (page) => {
    await signIn(page, 'dispatcher', '/message');
    return calendarOf(page, 'Datum');
  },
  'date picker (equipment list filter)': async (page) => {
    await signIn(page, 'admin', '/equipmentRegister/verify');
    return calendarOf(page, 'Från datum');
  },
  'date picker in a dialog (new equipment check)': async (page) => {
    const dialog = await DIALOGS['new equipment check']!(page);
    return calendarOf(page, 'Datum', dialog);
  },
  'date picker (document upload)': async (page) => {
    await signIn(page, 'admin', '/vls/files/upload');
    return calendarOf(page, 'Giltig från');
  },
  'duty (workday calendar)': async (page) => {
    await signIn(page, 'driver', '/workday/calendar');
    await page
      .getByRole('button', { name: /^Visa tjänst / })
      .first()
      .click();
    const dialog = dialogNamed(page, /^Tjänst /);
    await expect(dialog.getByRole('table', { name: 'Aktiviteter' })).toBeVisible();
    return dialog;
  },
  'trip (position list)': async (page) => {
    await signIn(page, 'driver', '/workday/positionlist');
    const time = page.getByRole('textbox', { name: 'Tid', exact: true });
    await time.fill('0');
    await time.blur();
    const trip = page.getByRole('region', { name: 'Positioner' }).getByRole('button', {
      name: /^Visa tåg /,
    });
    const number = (await trip.first().textContent())!;
    await trip.first().click();
    const info = dialogNamed(page, `Tåg ${number}`);
    await expect(info.getByRole('table', { name: `Personal på tåg ${number}` })).toBeVisible();
    return info;
  },
  'duty (check-in)': async (page) => {
    await signIn(page, 'dispatcher', '/inchecking');
    await page.getByLabel('Tidsram').selectOption('all');
    const dialog = await openFirst(page, 'Visa tjänst', (duty) => `Tjänst ${duty}`);
    await expect(dialog.getByRole('table', { name: 'Aktiviteter' })).toBeVisible();
    return dialog;
  },
  'employee (check-in)': async (page) => {
    await signIn(page, 'dispatcher', '/inchecking');
    await page.getByLabel('Tidsram').selectOption('all');
    return openFirst(page, 'Visa uppgifter om');
  },
  'employee (staff overview)': async (page) => {
    await openStaff(page);
    return openFirst(page, 'Visa uppgifter om');
  },
  'external recipient (group)': async (page) => {
    await groupForm(page);
    await page.getByRole('button', { name: 'Lägg till extern mottagare' }).click();
    return dialogNamed(page, 'Extern mottagare');
  },
  'pick an external recipient (group)': async (page) => {
    await groupForm(page);
    await page.getByRole('button', { name: 'Välj befintlig extern mottagare' }).click();
    const pick = dialogNamed(page, 'Välj befintlig extern mottagare');
    await expect(pick.getByLabel('Filtrera')).toBeVisible();
    return pick;
  },
  'delete a group': async (page) => {
    await groupForm(page, 'Lokförare Skåne');
    await page.getByRole('button', { name: 'Ta bort gruppen' }).click();
    return dialogNamed(page, 'Ta bort gruppen');
  },
  'vehicles of a trip (departures)': async (page) => {
    await openConnections(page);
    await page
      .getByRole('region', { name: 'Huvudstationer' })
      .getByRole('button', { name: 'Malmö C (M)' })
      .click();
    // The board changes while it loads: whichever trip the click hits, its dialog opens.
    await page
      .getByRole('button', { name: /^Visa fordon för tur / })
      .last()
      .click();
    const dialog = dialogNamed(page, /^Fordon för tur /);
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    return dialog;
  },
  'message preview': async (page) => {
    await signIn(page, 'dispatcher', '/message/edit');
    await page.getByRole('checkbox', { name: /^Trafikledning Skåne/ }).check();
    await page.getByRole('textbox', { name: 'Ämne', exact: true }).fill('Spårändring Lund C');
    await page.getByRole('button', { name: 'Förhandsgranska' }).click();
    const preview = dialogNamed(page, 'Förhandsgranskning');
    await expect(preview).toContainText('Spårändring Lund C');
    return preview;
  },
  'recipients of a document (follow-up)': async (page) => {
    await signIn(page, 'admin', '/vls/followupReadingRecipt');
    const dialog = await openFirst(page, 'Visa mottagare för', (name) => `Mottagare: ${name}`);
    await expect(dialog.getByText(/har läst|inga mottagare/).first()).toBeVisible();
    return dialog;
  },
  'new equipment check': async (page) => {
    await signIn(page, 'admin', '/equipmentRegister/verify');
    await page.getByRole('button', { name: 'Ny kontroll' }).click();
    const dialog = dialogNamed(page, 'Ny kontroll');
    await expect(dialog.getByRole('combobox', { name: 'Distrikt', exact: true })).toHaveValue('4');
    return dialog;
  },
  'switch user (token hand-over)': async (page) => {
    await signIn(page, 'driver', '/report');
    await expect(page.getByText('Anna Lindqvist')).toBeVisible();
    await page.goto(`/?token=${tokenFor('dispatcher')}#/report`);
    return dialogNamed(page, 'Byta användare?');
  },
};
