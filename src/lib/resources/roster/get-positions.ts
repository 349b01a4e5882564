import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { readPositions, type Position } from './read-positions';
import { rosterKeys } from './roster-keys';

export type { Position, PositionEmployee } from './read-positions';

/**
 * GET staff/roster/position?dutyDate=…&districtid=…[&absents=true]: the district's positions of
 * a day; with `absents` the people who are off (0–2160) come too.
 */
export function getPositions(
  districtId: number,
  dateKey: string,
  absents: boolean,
  signal?: AbortSignal,
): Promise<Position[]> {
  return request<unknown>({
    host: 'staff',
    path: '/roster/position',
    query: { dutyDate: dateKey, districtid: districtId, absents: absents || undefined },
    signal,
  }).then((data) => readPositions(data, 'staff/roster/position'));
}

/** A district's positions of a day; off without a district. */
export const positionsQuery = (districtId: number | null, dateKey: string, absents = false) =>
  queryOptions({
    queryKey: rosterKeys.positions(districtId, dateKey, absents),
    queryFn: ({ signal }) => getPositions(districtId!, dateKey, absents, signal),
    enabled: districtId !== null,
    staleTime: 60_000,
  });
