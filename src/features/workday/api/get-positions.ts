import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { InvalidResponseError } from '@/lib/api/api-error';
import { optionalId, text } from '@/lib/api/schemas';
import {
  label,
  listOf,
  minutes,
  optionalDateKey,
  tripInfoSchema,
} from '@/lib/roster/roster-schemas';
import { addDaysToKey } from '@/lib/time';
import { workdayKeys } from './workday-keys';
import { toPositionRows, type PositionRow } from '../lib/position-rows';

/**
 * A roster position as the list reads it: only what it shows (a big district sends thousands,
 * each with the whole employee and every trip's stations; validating all of it costs more
 * than drawing the table). The whole position is `@/lib/roster/get-positions`.
 */
const listPositionSchema = z.object({
  dutyId: optionalId,
  block: text,
  description: text,
  tripDate: optionalDateKey,
  workTitle: text,
  employee: z.pipe(
    z.nullish(z.object({ name: text, employeeNumber: label })),
    z.transform((e) => e ?? { name: '', employeeNumber: '' }),
  ),
  timeStart: minutes,
  timeEnd: minutes,
  tripsInfo: listOf(z.pick(tripInfoSchema, { trip: true, timeStart: true, timeEnd: true })),
});
export type ListPosition = z.infer<typeof listPositionSchema>;
const listSchema = z.array(listPositionSchema);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * GET staff/roster/position with dutyDate, districtid: a district's positions of a day; `keep`
 * drops raw items before they are validated. An answer that is not a list is an error state.
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
  const parsed = z.safeParse(listSchema, items);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues[0]?.path.join('.') ?? '';
  throw new InvalidResponseError(
    200,
    `Oväntat svar från servern${where ? ` (${where})` : ''}.`,
    '/roster/position',
    data,
  );
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
