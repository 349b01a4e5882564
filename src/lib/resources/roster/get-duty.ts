import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { optionalId, text } from '@/lib/api/schemas';
import { rosterKeys } from './roster-keys';
import {
  activitySchema,
  label,
  listOf,
  minutes,
  optionalDateKey,
  tripInfoSchema,
} from './roster-schemas';

/**
 * A duty (spec 1 §3 duty/roster: dutyDate, dutyName, positionStart/End, timeStart/End,
 * activities). The rest is read when a server sends it, and never required.
 */
export const dutySchema = z.object({
  dutyId: optionalId,
  districtId: optionalId,
  /** Null for the server's null date (9999-12-31T00:00:00): shown as none. */
  dutyDate: optionalDateKey,
  dutyName: text,
  positionStart: text,
  positionEnd: text,
  startLocation: text,
  endLocation: text,
  timeStart: minutes,
  timeEnd: minutes,
  employeeName: text,
  employeeNumber: label,
  activities: listOf(activitySchema),
  tripsInfo: listOf(tripInfoSchema),
});
export type Duty = z.infer<typeof dutySchema>;

/** GET staff/duty?id=…: one duty with its activities (404 for an unknown id). */
export function getDuty(dutyId: number, signal?: AbortSignal): Promise<Duty> {
  return request({
    host: 'staff',
    path: '/duty',
    query: { id: dutyId },
    schema: dutySchema,
    signal,
  });
}

/** A duty's details; off without a duty id (a calendar duty may come without one). */
export const dutyQuery = (dutyId: number | null) =>
  queryOptions({
    queryKey: rosterKeys.duty(dutyId),
    queryFn: ({ signal }) => getDuty(dutyId!, signal),
    enabled: dutyId !== null,
    staleTime: 5 * 60_000,
  });
