import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { optionalId, text } from '@/lib/api/schemas';
import { rosterKeys } from './roster-keys';
import {
  label,
  listOf,
  minutes,
  optionalDateKey,
  phonesSchema,
  tripInfoSchema,
} from './roster-schemas';

const employeeSchema = z.object({
  name: text,
  employeeNumber: label,
  title: text,
  email: text,
  phones: phonesSchema,
  dutySiteId: optionalId,
  dutySiteName: text,
});

/** A roster position (spec 1 §3): who works which block of the day, with its trips. */
export const positionSchema = z.object({
  dutyId: optionalId,
  block: text,
  description: text,
  districtId: optionalId,
  tripDate: optionalDateKey,
  workTitle: text,
  employee: z.pipe(
    z.nullish(employeeSchema),
    z.transform(
      (e) =>
        e ?? {
          name: '',
          employeeNumber: '',
          title: '',
          email: '',
          phones: { work: '', home: '', private: '' },
          dutySiteId: null,
          dutySiteName: '',
        },
    ),
  ),
  timeStart: minutes,
  timeEnd: minutes,
  /** Station signatures and names of the duty's start and end. */
  positionStart: text,
  positionEnd: text,
  startStation: text,
  endStation: text,
  tripsInfo: listOf(tripInfoSchema),
});
export type Position = z.infer<typeof positionSchema>;
export type PositionEmployee = Position['employee'];

/** An answer that is not a list is an error state (spec 1 §8), never a crash. */
const positionsSchema = z.array(positionSchema);

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
  return request({
    host: 'staff',
    path: '/roster/position',
    query: { dutyDate: dateKey, districtid: districtId, absents: absents || undefined },
    schema: positionsSchema,
    signal,
  });
}

export const positionsQuery = (districtId: number, dateKey: string, absents = false) =>
  queryOptions({
    queryKey: rosterKeys.positions(districtId, dateKey, absents),
    queryFn: ({ signal }) => getPositions(districtId, dateKey, absents, signal),
    staleTime: 60_000,
  });
