import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { readPositions, type Position } from '@/lib/roster/read-positions';
import { addDaysToKey } from '@/lib/time';
import { workdayKeys } from './workday-keys';
import { readsNextDay, type ListTime } from '../lib/list-time';
import { positionTimes, toPositionRows, type PositionRow, type Times } from '../lib/position-rows';

/** What the list reads of a roster position (the reader gives the whole position). */
export type ListPosition = Pick<
  Position,
  'dutyId' | 'block' | 'description' | 'tripDate' | 'workTitle' | 'timeStart' | 'timeEnd'
> & {
  employee: Pick<Position['employee'], 'name' | 'employeeNumber'>;
  tripsInfo: Pick<Position['tripsInfo'][number], 'trip' | 'timeStart' | 'timeEnd'>[];
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * GET staff/roster/position with dutyDate, districtid: a district's positions of a day; `keep`
 * drops raw items before they are read. Read by the roster's hand-written reader (as the staff
 * overview's): a big district sends thousands, and zod's pipes took a fifth of the list's time
 * from answer to screen. An answer that is not a list, or a malformed item, is an error state.
 */
export async function getListPositions(
  districtId: number,
  dateKey: string,
  signal?: AbortSignal,
  keep?: (raw: Record<string, unknown>) => boolean,
): Promise<ListPosition[]> {
  const data = await request<unknown>({
    host: 'staff',
    path: '/roster/position',
    query: { dutyDate: dateKey, districtid: districtId },
    signal,
  });
  const items = Array.isArray(data) && keep ? data.filter((i) => isObject(i) && keep(i)) : data;
  return readPositions(items, '/roster/position');
}

/** A raw time judged before reading: a number, 0 when missing (as the reader); else NaN. */
const rawMinutes = (v: unknown): number => (v == null ? 0 : typeof v === 'number' ? v : NaN);
const rawTimes = (v: unknown): Times =>
  isObject(v)
    ? { timeStart: rawMinutes(v.timeStart), timeEnd: rawMinutes(v.timeEnd) }
    : { timeStart: NaN, timeEnd: NaN };

/**
 * Whether a raw position of the day before may run past midnight: whether it ends after 1440,
 * its end taken as its row's is (`positionTimes`: its own, else its trips'). Only plain numbers
 * are judged here; a position with times of another kind is kept, for the reader to read (or
 * refuse) and its row to decide.
 */
export function mayRunPastMidnight(raw: Record<string, unknown>): boolean {
  const own = rawTimes(raw);
  if (Number.isNaN(own.timeStart) || Number.isNaN(own.timeEnd)) return true;
  const trips = Array.isArray(raw.tripsInfo) ? raw.tripsInfo.map(rawTimes) : [];
  return !(positionTimes(own, trips).end <= 1440);
}

/**
 * The position list of a day, with one neighbouring day: the day before's duties that run past
 * midnight into it, so that a time early in the morning shows the night's duties too; or, with
 * `nextDay` (a time late in the evening, `readsNextDay`), the next day's positions, which all
 * run after it. Two calls either way.
 */
export async function loadPositionRows(
  districtId: number,
  dateKey: string,
  { nextDay = false, signal }: { nextDay?: boolean; signal?: AbortSignal } = {},
): Promise<PositionRow[]> {
  if (nextDay) {
    const tomorrow = addDaysToKey(dateKey, 1);
    const [today, after] = await Promise.all([
      getListPositions(districtId, dateKey, signal),
      getListPositions(districtId, tomorrow, signal),
    ]);
    return [
      ...toPositionRows(today, dateKey, dateKey),
      ...toPositionRows(after, tomorrow, dateKey),
    ];
  }
  const yesterday = addDaysToKey(dateKey, -1);
  const [today, before] = await Promise.all([
    getListPositions(districtId, dateKey, signal),
    // Of the day before only the duties past midnight (most are dropped unvalidated).
    getListPositions(districtId, yesterday, signal, mayRunPastMidnight),
  ]);
  const night = toPositionRows(before, yesterday, dateKey).filter((row) => row.end > 0);
  return [...night, ...toPositionRows(today, dateKey, dateKey)];
}

/** The rows of a list time: its day, and the day before's night or the next day (by its time). */
export const positionRowsQuery = (districtId: number, time: ListTime) => {
  const nextDay = readsNextDay(time.minutes);
  return queryOptions({
    queryKey: workdayKeys.positions(districtId, time.date, nextDay),
    queryFn: ({ signal }) => loadPositionRows(districtId, time.date, { nextDay, signal }),
    staleTime: 60_000,
  });
};
