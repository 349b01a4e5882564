import { queryOptions } from '@tanstack/react-query';
import { getPositions } from '@/lib/roster/get-positions';
import { addDaysToKey } from '@/lib/time';
import { workdayKeys } from './workday-keys';
import { toPositionRows, type PositionRow } from '../lib/position-rows';

/**
 * The position list of a day: that day's positions (GET staff/roster/position) and the day
 * before's that run past midnight into it, so that a time early in the morning shows the
 * night's duties too.
 */
export async function loadPositionRows(
  districtId: number,
  dateKey: string,
  signal?: AbortSignal,
): Promise<PositionRow[]> {
  const yesterday = addDaysToKey(dateKey, -1);
  const [today, before] = await Promise.all([
    getPositions(districtId, dateKey, false, signal),
    getPositions(districtId, yesterday, false, signal),
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
