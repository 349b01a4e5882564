import type { ServerDeparture } from '../api/schemas';

export type DepartureKind = 'train' | 'bus';

/** One row of the board: a departure of either service, in one shape. */
export interface Departure {
  key: string;
  kind: DepartureKind;
  advertised: Date;
  estimated: Date | null;
  /** When it left (only once it has). */
  actual: Date | null;
  /** Whole minutes late (estimated or actual against advertised); 0 when on time or early. */
  delayMinutes: number;
  canceled: boolean;
  track: string | null;
  /** The service reports a changed track. */
  trackChanged: boolean;
  /** The final destination. */
  to: string;
  /** Stops on the way, without the destination. */
  via: string[];
  transportationType: string;
  productName: string | null;
  line: string | null;
  technicalNumber: string | null;
  /** Deviation texts of the service (e.g. "Spårändrat", "Ersättningsbuss"). */
  deviations: string[];
  /** The deviations the row does not already show as cancelled or a changed track. */
  notices: string[];
}

const TRACK_CHANGE = /spår(ändr|byte)|ändrat spår|nytt spår|track change/i;
const CANCELLED = /inställ|cancel/i;

export function toDeparture(d: ServerDeparture, kind: DepartureKind, index: number): Departure {
  const to = d.toLocation ?? d.viaToLocations.at(-1) ?? '';
  const via = d.viaToLocations.filter((name, i, all) => !(i === all.length - 1 && name === to));
  const later = d.timeAtLocation ?? d.estimatedTimeAtLocation;
  const delay = later ? Math.round((+later - +d.advertisedTimeAtLocation) / 60_000) : 0;
  return {
    key: `${kind}:${d.technicalNumber ?? ''}:${+d.advertisedTimeAtLocation}:${to}:${index}`,
    kind,
    advertised: d.advertisedTimeAtLocation,
    estimated: d.estimatedTimeAtLocation,
    actual: d.timeAtLocation,
    delayMinutes: Math.max(0, delay),
    canceled: d.canceled,
    track: d.trackAtLocation,
    trackChanged: d.deviation.some((text) => TRACK_CHANGE.test(text)),
    to,
    via,
    transportationType: d.transportationType,
    productName: d.productName,
    line: d.line,
    technicalNumber: d.technicalNumber,
    deviations: d.deviation,
    notices: d.deviation.filter((text) => !TRACK_CHANGE.test(text) && !CANCELLED.test(text)),
  };
}

/**
 * Trains and buses on one board, by advertised time (as departure boards are); at the same
 * minute trains first, then by destination. Either list may be missing (its service failed or
 * has not answered yet).
 */
export function mergeDepartures(
  trains: readonly ServerDeparture[] | undefined,
  buses: readonly ServerDeparture[] | undefined,
): Departure[] {
  const rows = [
    ...(trains ?? []).map((d, i) => toDeparture(d, 'train', i)),
    ...(buses ?? []).map((d, i) => toDeparture(d, 'bus', i)),
  ];
  return rows.sort(
    (a, b) =>
      +a.advertised - +b.advertised ||
      (a.kind === b.kind ? 0 : a.kind === 'train' ? -1 : 1) ||
      a.to.localeCompare(b.to, 'sv'),
  );
}
