import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { text } from '@/lib/api/schemas';
import { dutySchema, type Duty } from '@/lib/resources/roster/get-duty';
import { label, listOf } from '@/lib/resources/roster/roster-schemas';
import { workdayKeys } from './workday-keys';

/**
 * A calendar duty is spec 1 §3's duty/roster, as staff/duty answers it, read by the same schema.
 * The spec gives it dutyDate, dutyName, positionStart/End, timeStart/End and activities (no
 * dutyId: null then, and null for a day without a duty); what a server sends beyond that
 * (dutyId, districtId, start and end location) is kept, the rest comes empty.
 */
export type CalendarDuty = Duty;

const calendarSchema = z.object({
  employeeName: text,
  employeeNumber: label,
  duties: listOf(dutySchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

export interface CalendarParams {
  districtId: number;
  employeeNumber: string;
  /** First and last day, yyyy-MM-dd. */
  from: string;
  to: string;
}

/** GET staff/roster/calendar with activities, districtId, employeenumber, fromDate, toDate. */
export function getCalendar(params: CalendarParams, signal?: AbortSignal): Promise<Calendar> {
  return request({
    host: 'staff',
    path: '/roster/calendar',
    query: {
      activities: true,
      districtId: params.districtId,
      employeenumber: params.employeeNumber,
      fromDate: params.from,
      toDate: params.to,
    },
    schema: calendarSchema,
    signal,
  });
}

/** The employee's calendar in the district's roster; off without a district. */
export const calendarQuery = ({
  districtId,
  employeeNumber,
  from,
  to,
}: Omit<CalendarParams, 'districtId'> & { districtId: number | null }) =>
  queryOptions({
    queryKey: workdayKeys.calendar(districtId, employeeNumber, from, to),
    queryFn: ({ signal }) =>
      getCalendar({ districtId: districtId!, employeeNumber, from, to }, signal),
    enabled: districtId !== null,
    staleTime: 5 * 60_000,
  });
