import type { Stop } from '@/lib/resources/traffic/stop-schema';

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The `count` stops nearest to the position (stops without coordinates are left out). */
export function nearestStops(
  stops: readonly Stop[],
  at: Position,
  count: number,
): { stop: Stop; metres: number }[] {
  return stops
    .filter((s) => s.latitude !== null && s.longitude !== null)
    .map((stop) => ({
      stop,
      metres: distanceMetres(at, { latitude: stop.latitude!, longitude: stop.longitude! }),
    }))
    .sort((a, b) => a.metres - b.metres)
    .slice(0, count);
}

/** "350 m", "1,2 km", "12 km". */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres / 10) * 10} m`;
  if (metres < 10_000) return `${(metres / 1000).toFixed(1).replace('.', ',')} km`;
  return `${Math.round(metres / 1000)} km`;
}
