import type { Page } from '@playwright/test';
import { expect, signIn, tokenFor } from './fixtures';
import { addDays, isWeekend, stockholmDay } from './stockholm-days';

/** What the staff host answers (only the fields the journeys read). */
export interface Position {
  dutyId: number;
  block: string;
  workTitle: string;
  timeStart: number;
  timeEnd: number;
  employee: {
    name: string;
    employeeNumber: string;
    phones: { work: string; home: string; private: string };
    dutySiteName: string;
  };
  tripsInfo: { trip: string; startStation: string; endStation: string }[];
}

/** The latest day the staff overview can show: today, or the Friday before on a weekend. */
export function latestWeekday(from = stockholmDay()): string {
  let day = from;
  while (isWeekend(day)) day = addDays(day, -1);
  return day;
}

/** The positions of a district and day, read from the mock in the page's own world. */
export async function positionsOf(
  page: Page,
  day: string,
  districtId = 4,
  { absents = false } = {},
): Promise<Position[]> {
  const response = await page.request.get(
    `/mock/staff/roster/position?dutyDate=${day}&districtid=${districtId}${absents ? '&absents=true' : ''}`,
    { headers: { authorization: `Bearer ${tokenFor('dispatcher')}` } },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as Position[];
}

export const countOf = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Visar \d+ av \d+ positioner$/ });

/** Opens the staff overview (on `day` if given) and waits for the whole list. */
export async function openStaff(
  page: Page,
  user: Parameters<typeof signIn>[1] = 'dispatcher',
  day?: string,
): Promise<void> {
  await signIn(page, user, `/staffoverview/viewAll${day ? `?date=${day}` : ''}`);
  await expect(page.getByRole('heading', { name: 'Bemanning' })).toBeVisible();
  await expect(countOf(page)).toHaveText(/Visar (\d+) av \1 positioner/);
}

/** The data rows of the list: each names its employee (the header and the trips under a row do not). */
export const dataRows = (page: Page) =>
  page
    .getByRole('region', { name: 'Dagens positioner' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Visa uppgifter om / }) });

export const dateField = (page: Page) => page.getByRole('textbox', { name: 'Datum' });

/**
 * Stops the browser's clock at `at`: Date.now() and new Date() give it, timers run as usual.
 * Playwright's own clock cannot be used here: its Date returns plain dates from its constructor,
 * so a subclass of Date (date-fns' TZDate, which the portal's Stockholm time is built on) stops
 * being one and reads the browser's zone. This Date constructs for the subclass and keeps the
 * native prototype (TZDate copies its methods from Date.prototype).
 */
export async function stopBrowserClockAt(page: Page, at: number): Promise<void> {
  await page.addInitScript((fixed: number) => {
    const Native = Date;
    function FixedDate(this: unknown, ...args: unknown[]) {
      if (!new.target) return new Native(fixed).toString();
      return Reflect.construct(Native, args.length ? args : [fixed], new.target) as Date;
    }
    FixedDate.prototype = Native.prototype;
    Object.setPrototypeOf(FixedDate, Native);
    FixedDate.now = () => fixed;
    globalThis.Date = FixedDate as unknown as DateConstructor;
  }, at);
}
