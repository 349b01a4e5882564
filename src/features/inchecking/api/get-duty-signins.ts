import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { addDaysToKey } from '@/lib/time';
import { dutySigninSchema, type DutySignin } from './signin-schema';
import { incheckingKeys } from './inchecking-keys';
import { compareRows, maxUpdateId, toRow, type SigninList, type SigninRow } from '../lib/signin-rows';
import { runsPastMidnight } from '../lib/time-frame';

/** GET staff/overview/dutysignins: a day's sign-ins, or with `lastUpdateId` only what changed after. */
export function getDutySignins(
  params: { districtId: number; date: string; lastUpdateId?: number },
  signal?: AbortSignal,
): Promise<DutySignin[]> {
  return request({
    host: 'staff',
    path: '/overview/dutysignins',
    query: { date: params.date, districtId: params.districtId, lastUpdateId: params.lastUpdateId },
    schema: z.array(dutySigninSchema),
    signal,
  });
}

/** Whether a sign-in belongs to the list of `dateKey`: that day's, or the day before's past midnight. */
export function belongsTo(signin: DutySignin, districtId: number, dateKey: string): boolean {
  if (signin.districtId !== districtId) return false;
  if (signin.dutyDate === dateKey) return true;
  return (
    signin.dutyDate === addDaysToKey(dateKey, -1) &&
    runsPastMidnight(signin.timeStart, signin.timeEnd)
  );
}

async function readBothDays(
  districtId: number,
  dateKey: string,
  lastUpdateId: number | undefined,
  signal?: AbortSignal,
): Promise<SigninRow[]> {
  const days = [dateKey, addDaysToKey(dateKey, -1)];
  const answers = await Promise.all(
    days.map((date) => getDutySignins({ districtId, date, lastUpdateId }, signal)),
  );
  return answers
    .flat()
    .filter((s) => belongsTo(s, districtId, dateKey))
    .map(toRow);
}

/** The whole list of a district's day. */
export async function loadSigninList(
  districtId: number,
  dateKey: string,
  signal?: AbortSignal,
): Promise<SigninList> {
  const rows = (await readBothDays(districtId, dateKey, undefined, signal)).sort(compareRows);
  return { dateKey, rows, syncedCursor: maxUpdateId(rows) };
}

/** What changed after `since` (a catch-up after the live channel was down). */
export function loadSigninChanges(
  districtId: number,
  dateKey: string,
  since: number,
): Promise<SigninRow[]> {
  return readBothDays(districtId, dateKey, since);
}

export const signinsQuery = (districtId: number, dateKey: string) =>
  queryOptions({
    queryKey: incheckingKeys.signins(districtId, dateKey),
    queryFn: ({ signal }) => loadSigninList(districtId, dateKey, signal),
    // The live channel keeps the list fresh; there is nothing to poll.
    staleTime: Infinity,
  });
