import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { InvalidResponseError } from '@/lib/api/api-error';
import { addDaysToKey } from '@/lib/time/stockholm';
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
import { inNextDaysList, inPreviousDaysList } from '../lib/time-frame';

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
 * Whether a sign-in belongs to the list of `dateKey`: that day's, the day before's that run past
 * midnight or end shortly before it (inNextDaysList), and with `nextDay` (from 20:00) the next
 * day's that start shortly after midnight (inPreviousDaysList).
 * `dayBefore` and `dayAfter` are passed in where thousands are asked about at once.
 */
export function belongsTo(
  signin: DutySignin,
  districtId: number,
  dateKey: string,
  nextDay = false,
  dayBefore = addDaysToKey(dateKey, -1),
  dayAfter = nextDay ? addDaysToKey(dateKey, 1) : '',
): boolean {
  if (signin.districtId !== districtId) return false;
  if (signin.dutyDate === dateKey) return true;
  if (signin.dutyDate === dayBefore) return inNextDaysList(signin.timeStart, signin.timeEnd);
  return (
    nextDay && signin.dutyDate === dayAfter && inPreviousDaysList(signin.timeStart, signin.timeEnd)
  );
}

async function readDays(
  districtId: number,
  dateKey: string,
  nextDay: boolean,
  lastUpdateId: number | undefined,
  signal?: AbortSignal,
): Promise<SigninRow[]> {
  const dayBefore = addDaysToKey(dateKey, -1);
  const dayAfter = addDaysToKey(dateKey, 1);
  const answers = await Promise.all([
    getDutySignins({ districtId, date: dateKey, lastUpdateId }, signal),
    // The day before: only duties that run past midnight into today, or end shortly before it.
    getDutySignins({ districtId, date: dayBefore, lastUpdateId }, signal, (raw) =>
      inNextDaysList(Number(raw.timeStart), Number(raw.timeEnd)),
    ),
    // From 20:00 the next day: only duties that start shortly after midnight.
    ...(nextDay
      ? [
          getDutySignins({ districtId, date: dayAfter, lastUpdateId }, signal, (raw) =>
            inPreviousDaysList(Number(raw.timeStart), Number(raw.timeEnd)),
          ),
        ]
      : []),
  ]);
  return answers
    .flat()
    .filter((s) => belongsTo(s, districtId, dateKey, nextDay, dayBefore, dayAfter))
    .map(toRow);
}

/** The whole list of a district's day (with the next day's first duties when `nextDay`). */
export async function loadSigninList(
  districtId: number,
  dateKey: string,
  nextDay = false,
  signal?: AbortSignal,
): Promise<SigninList> {
  const rows = (await readDays(districtId, dateKey, nextDay, undefined, signal)).sort(compareRows);
  return { dateKey, rows, syncedCursor: maxUpdateId(rows) };
}

/** What changed after `since` (a catch-up after the live channel was down, or after a check). */
export function loadSigninChanges(
  districtId: number,
  dateKey: string,
  since: number,
  nextDay = false,
): Promise<SigninRow[]> {
  return readDays(districtId, dateKey, nextDay, since);
}

export const signinsQuery = (districtId: number, dateKey: string, nextDay = false) =>
  queryOptions({
    queryKey: incheckingKeys.signins(districtId, dateKey, nextDay),
    queryFn: ({ signal }) => loadSigninList(districtId, dateKey, nextDay, signal),
    // The live channel keeps the list fresh; there is nothing to poll.
    staleTime: Infinity,
    // At 20:00 the list takes in the next day: the rows stay while it loads (not another
    // district's or day's).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === districtId && previousQuery.queryKey[3] === dateKey
        ? previous
        : undefined,
  });
