/** The one query-key factory of connections (district in every district-bound key). */
export const connectionsKeys = {
  all: ['connections'] as const,
  stops: (districtId: number | null) => [...connectionsKeys.all, 'stops', { districtId }] as const,
  places: (districtId: number | null) =>
    [...connectionsKeys.all, 'places', { districtId }] as const,
  departures: () => [...connectionsKeys.all, 'departures'] as const,
  trains: (districtId: number, placeKey: string) =>
    [...connectionsKeys.departures(), 'trains', { districtId, placeKey }] as const,
  buses: (districtId: number, placeKey: string) =>
    [...connectionsKeys.departures(), 'buses', { districtId, placeKey }] as const,
  vehicles: (search: {
    districtId: number;
    product: number;
    calendarId: string;
    technicalNumber: string;
    startTime: string;
  }) => [...connectionsKeys.all, 'vehicles', search] as const,
};
