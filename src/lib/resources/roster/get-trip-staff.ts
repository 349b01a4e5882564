import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { InvalidResponseError, unexpectedAnswer } from '@/lib/api/api-error';
import { optionalId, text } from '@/lib/api/schemas';
import { rosterKeys } from './roster-keys';
import { label, minutes } from './roster-schemas';

/** One person on a trip (spec 1 §3 trip staff). */
export const tripStaffSchema = z.object({
  trip: label,
  dutyId: optionalId,
  dutyName: text,
  employeeNumber: label,
  name: text,
  title: text,
  phone: text,
  startStation: text,
  startStationName: text,
  endStation: text,
  endStationName: text,
  timeStart: minutes,
  timeEnd: minutes,
});
export type TripStaff = z.infer<typeof tripStaffSchema>;

/** The spec's message for an answer that is not a list (spec 1 §8). */
export const TRIPLIST_NOT_ARRAY = 'Triplist must be an array';

/**
 * GET staff/roster/trip?districtid=…&trips=1053,1055&date=…: everyone on the trips that day.
 * The server answers 404 'Could not get data' when nobody is found; an answer that is not a
 * list is refused with 'Triplist must be an array' (an error state, never a crash).
 */
export async function getTripStaff(
  districtId: number,
  dateKey: string,
  trips: readonly string[],
  signal?: AbortSignal,
): Promise<TripStaff[]> {
  const path = '/roster/trip';
  const data = await request<unknown>({
    host: 'staff',
    path,
    query: { districtid: districtId, trips: trips.join(','), date: dateKey },
    signal,
  });
  // The spec's own words for an answer that is not a list; anything else unread is unexpected.
  if (!Array.isArray(data)) throw new InvalidResponseError(200, TRIPLIST_NOT_ARRAY, path, data);
  const parsed = z.safeParse(z.array(tripStaffSchema), data);
  if (!parsed.success) throw unexpectedAnswer(path, data);
  return parsed.data;
}

/** Everyone on the trips that day; off without a district. */
export const tripStaffQuery = (
  districtId: number | null,
  dateKey: string,
  trips: readonly string[],
) =>
  queryOptions({
    queryKey: rosterKeys.trips(districtId, dateKey, trips),
    queryFn: ({ signal }) => getTripStaff(districtId!, dateKey, trips, signal),
    enabled: districtId !== null,
    staleTime: 60_000,
  });
