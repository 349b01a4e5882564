import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { unexpectedAnswer } from '@/lib/api/api-error';
import { rosterKeys } from './roster-keys';

export const DUTY_SIGNINS_PATH = '/overview/dutysignins';

/**
 * GET staff/overview/dutysignins?date=…&districtId=…: a district's duty sign-ins of a day, as
 * the server sent them. Check-in reads them for its list, the staff overview for its contacts:
 * each reads what it needs of the one cached answer (`select`, or `readDaySignins` below), so a
 * user who opens both fetches the day once. An answer that is not a list is refused.
 */
export async function getDutySigninsDay(
  districtId: number,
  dateKey: string,
  signal?: AbortSignal,
): Promise<readonly unknown[]> {
  const data = await request<unknown>({
    host: 'staff',
    path: DUTY_SIGNINS_PATH,
    query: { date: dateKey, districtId },
    signal,
  });
  if (!Array.isArray(data)) throw unexpectedAnswer(DUTY_SIGNINS_PATH, data);
  return data;
}

/** The one query of a day's sign-ins; off without a district. */
export const dutySigninsQuery = (districtId: number | null, dateKey: string) =>
  queryOptions({
    queryKey: rosterKeys.signins(districtId, dateKey),
    queryFn: ({ signal }) => getDutySigninsDay(districtId!, dateKey, signal),
    enabled: districtId !== null,
    staleTime: 60_000,
  });

/** The day's sign-ins through the cache (fresh for a minute), for readers outside a hook. */
export const readDaySignins = (client: QueryClient, districtId: number, dateKey: string) =>
  client.fetchQuery(dutySigninsQuery(districtId, dateKey));

/**
 * A check-in or check-out changed the day (or may have): the next reader fetches it rather than
 * show the cached answer; nothing is fetched now.
 */
export const markDaySigninsStale = (client: QueryClient, districtId: number, dateKey: string) =>
  client.invalidateQueries({
    queryKey: rosterKeys.signins(districtId, dateKey),
    refetchType: 'none',
  });
