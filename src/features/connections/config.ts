import { getConfig } from '@/lib/config';

/** Constants of spec 2 §9 for connections, in one place. */

/** Districts whose main connection stations are offered as one-click choices. */
export const MAIN_STATION_DISTRICTS = [4, 5, 17] as const;

/** Main stations by signature, in the spec's order (district 17: the spec names none). */
export const MAIN_STATIONS: Readonly<Record<number, readonly string[]>> = {
  4: ['M', 'HB', 'HM', 'LU', 'CR'],
  5: ['MY', 'NR', 'LP'],
  17: [],
};

/** Districts where a train search needs the station's signature (spec 2 §5). */
export const SIGNATURE_DISTRICTS: readonly number[] = [4, 5, 17];

/** Departure search history: at most this many places, newest first. */
export const HISTORY_SIZE = 10;

/** The board fetches again this often while the tab is visible (never while hidden). */
export const REFRESH_MS = 30_000;

/** Browser geolocation time-out (spec 2 §7). */
export const GEOLOCATION_TIMEOUT_MS = 5_000;

/** How many of the nearest stops "near me" offers. */
export const NEAREST_COUNT = 5;

/** Product codes sent to the services (configuration; spec: 86 buses, 136 trains). */
export function productCodes(): { bus: number; train: number } {
  return getConfig().connectionProducts;
}
