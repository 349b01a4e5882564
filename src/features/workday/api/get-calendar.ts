import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { optionalId, text } from '@/lib/api/schemas';
import {
  activitySchema,
  label,
  listOf,
  minutes,
  optionalDateKey,
} from '@/lib/resources/roster/roster-schemas';
import { workdayKeys } from './workday-keys';

const calendarDutySchema = z.object({
  /** null for a day without a duty (a non-workday the roster knows of). */
  dutyId: optionalId,
  districtId: optionalId,
  dutyDate: optionalDateKey,
  dutyName: text,
  positionStart: text,
  positionEnd: text,
  timeStart: minutes,
  timeEnd: minutes,
  activities: listOf(activitySchema),
});
export type CalendarDuty = z.infer<typeof calendarDutySchema>;

const calendarSchema = z.object({
  employeeName: text,
  employeeNumber: label,
  duties: listOf(calendarDutySchema),
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
