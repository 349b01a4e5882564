import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { optionalId, text } from '@/lib/api/schemas';
import { addDaysToKey } from '@/lib/time';
import { workdayKeys } from './workday-keys';
import { dayKey, label, minutes } from './roster-schema';
import { toPositionRows, type PositionRow } from '../lib/position-rows';

const tripSchema = z.object({
  trip: label,
  startStation: text,
  endStation: text,
  timeStart: minutes,
  timeEnd: minutes,
});
export type PositionTrip = z.infer<typeof tripSchema>;

/** A roster position (spec 1 §3); the duty times are read when the server sends them. */
const positionSchema = z.object({
  block: text,
  description: text,
  districtId: optionalId,
  tripDate: dayKey,
  workTitle: text,
  employee: z.pipe(
    z.nullish(z.object({ name: text, employeeNumber: label })),
    z.transform((e) => e ?? { name: '', employeeNumber: '' }),
  ),
  timeStart: z.optional(z.nullable(z.number())),
  timeEnd: z.optional(z.nullable(z.number())),
  tripsInfo: z.pipe(
    z.nullish(z.array(tripSchema)),
    z.transform((t) => t ?? []),
  ),
});
export type RosterPosition = z.infer<typeof positionSchema>;

/** GET staff/roster/position with dutyDate, districtid: the district's positions of a day. */
export function getPositions(
  params: { districtId: number; dateKey: string },
  signal?: AbortSignal,
): Promise<RosterPosition[]> {
  return request({
    host: 'staff',
    path: '/roster/position',
    query: { dutyDate: params.dateKey, districtid: params.districtId },
    schema: z.array(positionSchema),
    signal,
  });
}

/**
 * The rows of a day: that day's positions and the day before's that run past midnight into it
 * (a time early in the morning must show the night's duties too).
 */
export async function loadPositionRows(
  districtId: number,
  dateKey: string,
  signal?: AbortSignal,
): Promise<PositionRow[]> {
  const yesterday = addDaysToKey(dateKey, -1);
  const [today, before] = await Promise.all([
    getPositions({ districtId, dateKey }, signal),
    getPositions({ districtId, dateKey: yesterday }, signal),
  ]);
  // Of the day before, only what runs past midnight into the list day.
  const night = toPositionRows(before, yesterday, dateKey).filter((row) => row.end > 0);
  return [...night, ...toPositionRows(today, dateKey, dateKey)];
}

export const positionsQuery = (districtId: number, dateKey: string) =>
  queryOptions({
    queryKey: workdayKeys.positions(districtId, dateKey),
    queryFn: ({ signal }) => loadPositionRows(districtId, dateKey, signal),
    staleTime: 60_000,
  });
