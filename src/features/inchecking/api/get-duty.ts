import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { id, text } from '@/lib/api/schemas';
import { incheckingKeys } from './inchecking-keys';
import { dateKey, label, minutes, tripInfoSchema } from './signin-schema';

export const dutySchema = z.object({
  dutyId: id,
  dutyDate: dateKey,
  dutyName: text,
  positionStart: text,
  positionEnd: text,
  startLocation: text,
  endLocation: text,
  timeStart: minutes,
  timeEnd: minutes,
  employeeName: text,
  employeeNumber: label,
  activities: z.pipe(
    z.nullish(
      z.array(
        z.object({
          block: text,
          description: text,
          trip: label,
          positionStart: text,
          positionEnd: text,
          timeStart: minutes,
          timeEnd: minutes,
        }),
      ),
    ),
    z.transform((a) => a ?? []),
  ),
  tripsInfo: z.pipe(
    z.nullish(z.array(tripInfoSchema)),
    z.transform((t) => t ?? []),
  ),
});
export type Duty = z.infer<typeof dutySchema>;

/** GET staff/duty with id: the duty with its activities. */
export function getDuty(dutyId: number, signal?: AbortSignal): Promise<Duty> {
  return request({
    host: 'staff',
    path: '/duty',
    query: { id: dutyId },
    schema: dutySchema,
    signal,
  });
}

export const dutyQuery = (dutyId: number) =>
  queryOptions({
    queryKey: incheckingKeys.duty(dutyId),
    queryFn: ({ signal }) => getDuty(dutyId, signal),
    staleTime: 5 * 60_000,
  });
