import type { Page } from '@playwright/test';
import { expect, signIn, tokenFor } from './fixtures';
import { addDays, isWeekend, stockholmDay } from './stockholm-days';

/** A trip of a position or a duty sign-in (spec 1 §3 tripsInfo). */
export interface TripInfo {
  trip: string;
  startStation: string;
  endStation: string;
  timeStart: number;
  timeEnd: number;
}

/**
 * A roster position as spec 1 §3 gives it: block, description, districtId, tripDate, workTitle,
 * the employee's name and number, tripsInfo. The journeys read nothing else of it, so that they
 * hold against a server that sends only these (the mock's `spec` profile).
 */
export interface Position {
  block: string;
  description: string;
  districtId: number;
  tripDate: string;
  workTitle: string;
  employee: { name: string; employeeNumber: string };
  tripsInfo: TripInfo[];
}

/** A duty sign-in (spec 1 §3): where spec 1 gives a person's phones and e-mail. */
export interface Signin {
  dutyId: number;
  dutyName: string;
  timeStart: number;
  timeEnd: number;
  employee: {
    name: string;
    employeeNumber: string;
    email: string;
    phones: { work: string; home: string; private: string };
    title: string;
  };
}

/** The spec's fields of a roster position (spec 1 §3), everything else left out. */
export function toSpecPosition(raw: Record<string, unknown>): Record<string, unknown> {
  const employee = (raw.employee ?? {}) as Record<string, unknown>;
  const trips = Array.isArray(raw.tripsInfo) ? (raw.tripsInfo as Record<string, unknown>[]) : [];
  return {
    block: raw.block,
    description: raw.description,
    districtId: raw.districtId,
    tripDate: raw.tripDate,
    workTitle: raw.workTitle,
    employee: { name: employee.name, employeeNumber: employee.employeeNumber },
    tripsInfo: trips.map((t) => ({
      trip: t.trip,
      startStation: t.startStation,
      endStation: t.endStation,
      timeStart: t.timeStart,
      timeEnd: t.timeEnd,
    })),
  };
}

/**
 * Makes the page's roster/position answers spec-shaped (as a real server may send them): the
 * mock's own answer, each position stripped to the spec's fields. Works in either mock profile.
 */
export async function specShapedPositions(page: Page): Promise<void> {
  await page.route('**/mock/staff/roster/position?*', async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const rows = (await response.json()) as Record<string, unknown>[];
    return route.fulfill({ response, json: rows.map(toSpecPosition) });
  });
}

/** 'HH:MM' of minutes from midnight, '(+1)' past it, as the portal shows a duty's times. */
export function clock(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const rest = minutes - days * 1440;
  const hhmm = `${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}`;
  return days > 0 ? `${hhmm} (+${days})` : hhmm;
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

/** The day's duty sign-ins of a district (with the phones), read from the mock as the dispatcher. */
export async function signinsOf(page: Page, day: string, districtId = 4): Promise<Signin[]> {
  const response = await page.request.get(
    `/mock/staff/overview/dutysignins?date=${day}&districtId=${districtId}`,
    { headers: { authorization: `Bearer ${tokenFor('dispatcher')}` } },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as Signin[];
}

/** Whether a sign-in is of a day off (0–2160). */
export const isDayOff = (s: Signin) => s.timeStart === 0 && s.timeEnd === 2160;

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
