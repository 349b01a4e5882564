import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { readPositions, type Position } from '@/lib/roster/read-positions';
import { addDaysToKey } from '@/lib/time';
import { workdayKeys } from './workday-keys';
import { toPositionRows, type PositionRow } from '../lib/position-rows';

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

/**
 * The position list of a day: that day's positions and the day before's that run past
 * midnight into it, so that a time early in the morning shows the night's duties too.
 */
export async function loadPositionRows(
  districtId: number,
  dateKey: string,
  signal?: AbortSignal,
): Promise<PositionRow[]> {
  const yesterday = addDaysToKey(dateKey, -1);
  const [today, before] = await Promise.all([
    getListPositions(districtId, dateKey, signal),
    // Of the day before only the duties past midnight (most are dropped unvalidated).
    getListPositions(districtId, yesterday, signal, (raw) => Number(raw.timeEnd) > 1440),
  ]);
  const night = toPositionRows(before, yesterday, dateKey).filter((row) => row.end > 0);
  return [...night, ...toPositionRows(today, dateKey, dateKey)];
}

export const positionRowsQuery = (districtId: number, dateKey: string) =>
  queryOptions({
    queryKey: workdayKeys.positions(districtId, dateKey),
    queryFn: ({ signal }) => loadPositionRows(districtId, dateKey, signal),
    staleTime: 60_000,
  });
