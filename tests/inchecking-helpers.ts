import type { APIRequestContext } from '@playwright/test';
import { expect, tokenFor } from './fixtures';
import { NO_DATE, stockholmDay } from './stockholm-days';

/** What the check-in journeys read from the mock. */
export interface Signin {
  dutyId: number;
  dutyName: string;
  dutyDate: string;
  timeStart: number;
  timeEnd: number;
  timestampIn: string;
  timestampOut: string;
  employee: { name: string; employeeNumber: string };
}

export const auth = () => ({ authorization: `Bearer ${tokenFor('dispatcher')}` });

export async function signins(
  request: APIRequestContext,
  date = stockholmDay(),
): Promise<Signin[]> {
  const response = await request.get(`/mock/staff/overview/dutysignins?date=${date}&districtId=4`, {
    headers: auth(),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Signin[];
}

/**
 * A duty of today nobody has checked in yet (the last ones start latest). With fewer than five
 * open, the test's world is first made busier (`busier`, the default): call it before the page
 * loads, since the day is generated anew; `busier: false` once a page shows the list.
 */
export async function openDuty(
  request: APIRequestContext,
  skip = 0,
  { busier = true } = {},
): Promise<Signin> {
  const openOf = (list: Signin[]) =>
    list.filter((s) => s.timestampIn === NO_DATE && !(s.timeStart === 0 && s.timeEnd === 2160));
  let open = openOf(await signins(request));
  if (busier && open.length < 5) {
    // Late in the evening the seed has checked in nearly every duty of the day (a duty started
    // 20 minutes ago is checked in, as a rule): a busier day of this test's world has open ones.
    const made = await request.post('/mock/__control', { data: { dutiesPerDay: 400 } });
    expect(made.ok()).toBe(true);
    open = openOf(await signins(request));
  }
  return open[open.length - 1 - skip]!;
}

/** A sign-in of district 4 as the staff host sends it (nobody checked in). */
export const signinOf = (
  dutyId: number,
  dutyDate: string,
  dutyName: string,
  from: number,
  to: number,
) => ({
  checkInId: null,
  districtId: 4,
  dutyDate: `${dutyDate}T00:00:00`,
  dutyId,
  dutyName,
  startLocation: 'Malmö C',
  timeStart: from,
  timeEnd: to,
  timestampIn: NO_DATE,
  timestampOut: NO_DATE,
  employee: {
    email: '',
    employeeNumber: String(30000 + dutyId),
    phones: { work: '', home: '', private: '' },
    name: `Förare ${dutyName}`,
    title: 'Lokförare',
  },
  tripsInfo: [],
  updateId: dutyId,
});
