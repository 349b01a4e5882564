import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { isObject } from '@/lib/api/reader';
import { readPositions, type Position } from '@/lib/resources/roster/read-positions';
import { addDaysToKey } from '@/lib/time/stockholm';
import { workdayKeys } from './workday-keys';
import { readsNextDay, type ListTime } from '../lib/list-time';
import { toPositionRows, type PositionRow } from '../lib/position-rows';

/** What the list reads of a roster position (the reader gives the whole position). */
export type ListPosition = Pick<
  Position,
  'dutyId' | 'block' | 'description' | 'tripDate' | 'workTitle' | 'timeStart' | 'timeEnd' | 'absent'
> & {
  employee: Pick<Position['employee'], 'name' | 'employeeNumber'>;
  tripsInfo: Pick<Position['tripsInfo'][number], 'trip' | 'timeStart' | 'timeEnd'>[];
};

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

/**
 * Whether a raw position of the day before may run past midnight: whether one of its trips ends
 * after 1440 (spec 1 §3 gives a position its times in tripsInfo alone, as `readPositions` reads
 * them). Only plain numbers are judged here; trips of another kind are kept, for the reader to
 * read (or refuse) and its row to decide.
 */
export function mayRunPastMidnight(raw: Record<string, unknown>): boolean {
  const trips = raw.tripsInfo;
  if (trips == null) return false;
  if (!Array.isArray(trips)) return true;
  return trips.some((t) => !isObject(t) || typeof t.timeEnd !== 'number' || t.timeEnd > 1440);
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
  const night = toPositionRows(before, yesterday, dateKey).filter(
    (row) => row.end !== null && row.end > 0,
  );
  return [...night, ...toPositionRows(today, dateKey, dateKey)];
}

/** The rows of a list time: its day, and the day before's night or the next day (by its time). */
/** The list's rows of a district from a time; off without a district. */
export const positionRowsQuery = (districtId: number | null, time: ListTime) => {
  const nextDay = readsNextDay(time.minutes);
  return queryOptions({
    queryKey: workdayKeys.positions(districtId, time.date, nextDay),
    queryFn: ({ signal }) => loadPositionRows(districtId!, time.date, { nextDay, signal }),
    enabled: districtId !== null,
    staleTime: 60_000,
  });
};
