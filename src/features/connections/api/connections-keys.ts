/** The one query-key factory of connections (district in every district-bound key). */
export const connectionsKeys = {
  all: ['connections'] as const,
  places: (districtId: number | null) =>
    [...connectionsKeys.all, 'places', { districtId }] as const,
  departures: () => [...connectionsKeys.all, 'departures'] as const,
  /** Trains by signature, or by name where the district needs none. */
  trains: (
    districtId: number,
    samStopId: number | null,
    signature: string | null,
    placeName: string,
  ) =>
    [
      ...connectionsKeys.departures(),
      'trains',
      { districtId, samStopId, signature, placeName },
    ] as const,
  buses: (districtId: number, samStopId: number | null) =>
    [...connectionsKeys.departures(), 'buses', { districtId, samStopId }] as const,
  vehicles: (search: {
    districtId: number;
    product: number;
    calendarId: string;
    technicalNumber: string;
    startTime: string;
  }) => [...connectionsKeys.all, 'vehicles', search] as const,
};
