import type { Stop } from '@/lib/resources/traffic/stop-schema';

/** A few stops of district 4 for the logic tests. */
export function stop(
  stopName: string,
  shortName: string | null,
  latitude: number,
  longitude: number,
  districtId = 4,
): Stop {
  return {
    stopId: Math.round(latitude * 1000),
    stopName,
    shortName,
    districtId,
    samStopId: 740000000 + Math.round(longitude * 1000),
    latitude,
    longitude,
    activeStop: true,
  };
}

export const STOPS: Stop[] = [
  stop('Malmö C', 'M', 55.6095, 13.0002),
  stop('Malmö Triangeln', null, 55.5943, 13.0003),
  stop('Lund C', 'LU', 55.7054, 13.1868),
  stop('Lund Botulfsplatsen', null, 55.7031, 13.1939),
  stop('Helsingborg C', 'HB', 56.0437, 12.6955),
  stop('Hässleholm C', 'HM', 56.1587, 13.7643),
  stop('Svedala', null, 55.5078, 13.2364),
];
