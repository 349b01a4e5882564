import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { unexpectedAnswer } from '@/lib/api/api-error';
import { isObject } from '@/lib/api/reader';
import { DUTY_SIGNINS_PATH, readDaySignins } from '@/lib/resources/roster/get-duty-signins';
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

/**
 * Reads raw sign-ins as check-in's list wants them (`signinsReader`: a malformed item is an error
 * state). `keep` drops raw items before they are read (validating thousands that are dropped
 * costs time).
 */
export function readSignins(
  data: unknown,
  keep?: (raw: Record<string, unknown>) => boolean,
): DutySignin[] {
  const items =
    Array.isArray(data) && keep ? data.filter((item) => isObject(item) && keep(item)) : data;
  const parsed = signinsReader['~standard'].validate(items);
  if (!parsed.issues) return parsed.value;
  throw unexpectedAnswer(DUTY_SIGNINS_PATH, data, parsed.issues[0]?.path.join('.'));
}

/**
 * GET staff/overview/dutysignins with lastUpdateId: what changed in a day after the cursor (never
 * cached: a whole day is read through the shared `dutySigninsQuery`).
 */
export async function getSigninChanges(
  params: { districtId: number; date: string; lastUpdateId: number },
  signal?: AbortSignal,
  keep?: (raw: Record<string, unknown>) => boolean,
): Promise<DutySignin[]> {
  const data = await request<unknown>({
    host: 'staff',
    path: DUTY_SIGNINS_PATH,
    query: { date: params.date, districtId: params.districtId, lastUpdateId: params.lastUpdateId },
    signal,
  });
  return readSignins(data, keep);
}

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

/** Reads a day's sign-ins, keeping only the raw items `keep` says (all without it). */
type ReadDay = (
  date: string,
  keep?: (raw: Record<string, unknown>) => boolean,
) => Promise<DutySignin[]>;

async function readDays(
  districtId: number,
  dateKey: string,
  nextDay: boolean,
  readDay: ReadDay,
): Promise<SigninRow[]> {
  const dayBefore = addDaysToKey(dateKey, -1);
  const dayAfter = addDaysToKey(dateKey, 1);
  const answers = await Promise.all([
    readDay(dateKey),
    // The day before: only duties that run past midnight into today, or end shortly before it.
    readDay(dayBefore, (raw) => inNextDaysList(Number(raw.timeStart), Number(raw.timeEnd))),
    // From 20:00 the next day: only duties that start shortly after midnight.
    ...(nextDay
      ? [readDay(dayAfter, (raw) => inPreviousDaysList(Number(raw.timeStart), Number(raw.timeEnd)))]
      : []),
  ]);
  return answers
    .flat()
    .filter((s) => belongsTo(s, districtId, dateKey, nextDay, dayBefore, dayAfter))
    .map(toRow);
}

/**
 * The whole list of a district's day (with the next day's first duties when `nextDay`), read
 * from the days' shared sign-ins query (one fetch with the staff overview's contacts).
 */
export async function loadSigninList(
  client: QueryClient,
  districtId: number,
  dateKey: string,
  nextDay = false,
): Promise<SigninList> {
  const readDay: ReadDay = async (date, keep) =>
    readSignins(await readDaySignins(client, districtId, date), keep);
  const rows = (await readDays(districtId, dateKey, nextDay, readDay)).sort(compareRows);
  return { dateKey, rows, syncedCursor: maxUpdateId(rows) };
}

/** What changed after `since` (a catch-up after the live channel was down, or after a check). */
export function loadSigninChanges(
  districtId: number,
  dateKey: string,
  since: number,
  nextDay = false,
): Promise<SigninRow[]> {
  return readDays(districtId, dateKey, nextDay, (date, keep) =>
    getSigninChanges({ districtId, date, lastUpdateId: since }, undefined, keep),
  );
}

export const signinsQuery = (districtId: number | null, dateKey: string, nextDay = false) =>
  queryOptions({
    queryKey: incheckingKeys.signins(districtId, dateKey, nextDay),
    queryFn: ({ client }) => loadSigninList(client, districtId!, dateKey, nextDay),
    // Off without a district (or without access in the chosen one).
    enabled: districtId !== null,
    // The live channel keeps the list fresh; there is nothing to poll.
    staleTime: Infinity,
    // At 20:00 the list takes in the next day: the rows stay while it loads (not another
    // district's or day's).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === districtId && previousQuery.queryKey[3] === dateKey
        ? previous
        : undefined,
  });
