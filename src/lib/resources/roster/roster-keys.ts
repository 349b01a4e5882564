/**
 * Query keys of the staff host's roster look-ups, shared by check-in, staff overview and
 * workday (one cache for one duty, whoever opens it). District in every district-bound key.
 */
export const rosterKeys = {
  all: ['roster'] as const,
  duty: (dutyId: number | null) => [...rosterKeys.all, 'duty', dutyId] as const,
  trips: (districtId: number | null, dateKey: string, trips: readonly string[]) =>
    [...rosterKeys.all, 'trip', districtId, dateKey, trips.join(',')] as const,
  positions: (districtId: number | null, dateKey: string, absents: boolean) =>
    [...rosterKeys.all, 'positions', districtId, dateKey, absents] as const,
  /** A day's duty sign-ins as sent (check-in's list and the staff overview's contacts). */
  signins: (districtId: number | null, dateKey: string) =>
    [...rosterKeys.all, 'signins', districtId, dateKey] as const,
};
