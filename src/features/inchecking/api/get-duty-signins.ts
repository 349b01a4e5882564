import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { InvalidResponseError } from '@/lib/api/api-error';
import { addDaysToKey } from '@/lib/time';
import type { DutySignin } from './signin-schema';
import { signinsReader } from './read-signins';
import { incheckingKeys } from './inchecking-keys';
import {
  compareRows,
  maxUpdateId,
  toRow,
  type SigninList,
  type SigninRow,
} from '../lib/signin-rows';
import { inNextDaysList } from '../lib/time-frame';

/** GET staff/overview/dutysignins: a day's sign-ins, or with `lastUpdateId` only what changed after. */
export async function getDutySignins(
  params: { districtId: number; date: string; lastUpdateId?: number },
  signal?: AbortSignal,
  /** Keeps only some of the raw items (validating thousands that are dropped costs time). */
  keep?: (raw: Record<string, unknown>) => boolean,
): Promise<DutySignin[]> {
  const query = {
    date: params.date,
    districtId: params.districtId,
    lastUpdateId: params.lastUpdateId,
  };
  const data = await request<unknown>({
    host: 'staff',
    path: '/overview/dutysignins',
    query,
    signal,
  });
  const items =
    Array.isArray(data) && keep ? data.filter((item) => isObject(item) && keep(item)) : data;
  const parsed = signinsReader['~standard'].validate(items);
  if (!parsed.issues) return parsed.value;
  const where = parsed.issues[0]?.path.join('.') ?? '';
  throw new InvalidResponseError(
    200,
    `Oväntat svar från servern${where ? ` (${where})` : ''}.`,
    '/overview/dutysignins',
    data,
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Whether a sign-in belongs to the list of `dateKey`: that day's, or the day before's that run past
 * midnight or end shortly before it (inNextDaysList).
 * `dayBefore` is passed in where thousands are asked about at once.
 */
export function belongsTo(
  signin: DutySignin,
  districtId: number,
  dateKey: string,
  dayBefore = addDaysToKey(dateKey, -1),
): boolean {
  if (signin.districtId !== districtId) return false;
  if (signin.dutyDate === dateKey) return true;
  return signin.dutyDate === dayBefore && inNextDaysList(signin.timeStart, signin.timeEnd);
}

async function readBothDays(
  districtId: number,
  dateKey: string,
  lastUpdateId: number | undefined,
  signal?: AbortSignal,
): Promise<SigninRow[]> {
  const dayBefore = addDaysToKey(dateKey, -1);
  const answers = await Promise.all([
    getDutySignins({ districtId, date: dateKey, lastUpdateId }, signal),
    // The day before: only duties that run past midnight into today, or end shortly before it.
    getDutySignins({ districtId, date: dayBefore, lastUpdateId }, signal, (raw) =>
      inNextDaysList(Number(raw.timeStart), Number(raw.timeEnd)),
    ),
  ]);
  return answers
    .flat()
    .filter((s) => belongsTo(s, districtId, dateKey, dayBefore))
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
