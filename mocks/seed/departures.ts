import { addMinutes } from 'date-fns';
import { createRandom, hashString } from '../lib/random';
import { BUS_LINES, CORRIDORS, GENERIC_BUS_LINES } from './departures-timetable';
import {
  formatStockholm,
  minutesFromMidnight,
  stockholmWallTime,
  toDateKey,
} from '../../src/lib/time/stockholm';

/**
 * Departures of the travel-info (trains, product 136) and public transport (buses, product 86)
 * services, generated from timetables below: the same place and time always give the same
 * departures, delays and tracks, on every machine, at any hour (lines run around the clock,
 * about hourly at night).
 */
export const TRAIN_PRODUCT = 136;
export const BUS_PRODUCT = 86;

export interface MockDeparture {
  advertisedTimeAtLocation: string;
  estimatedTimeAtLocation: string | null;
  /** When it actually left (only once it has). */
  timeAtLocation: string | null;
  transportationType: 'Tåg' | 'Buss';
  trackAtLocation: string | null;
  /** Stops on the way, the final destination last. */
  viaToLocations: string[];
  toLocation: string;
  productName: string;
  product: number;
  /** Bus line (buses only). */
  line: string | null;
  /** Trip number, as the vehicle service wants it. */
  technicalNumber: string;
  canceled: boolean;
  /** Deviation texts, as the travel-info service sends them ("Inställt", "Spårändrat"). */
  deviation: string[];
}

interface Service {
  key: string;
  product: string;
  destination: string;
  via: string[];
  period: number;
  tripBase: number;
  line: string | null;
}

/** Train services calling at a station: each line through it, in each direction. */
function trainServices(stationName: string, districtStations: string[]): Service[] {
  const corridors = CORRIDORS.filter((c) => c.stations.includes(stationName));
  // Districts without a timetable get a local line through their own stations.
  if (!corridors.length && districtStations.length > 1)
    corridors.push({ product: 'Regionaltåg', stations: districtStations, period: 60, base: 9000 });
  return corridors.flatMap((c) =>
    [c.stations, [...c.stations].reverse()].flatMap((stations, direction) => {
      const at = stations.indexOf(stationName);
      const onward = stations.slice(at + 1);
      if (!onward.length) return [];
      return [
        {
          key: `${c.product}:${stations[0]}:${stations.at(-1)}:${stationName}`,
          product: c.product,
          destination: onward.at(-1)!,
          via: onward,
          period: c.period,
          tripBase: c.base + direction,
          line: null,
        },
      ];
    }),
  );
}

function busServices(stopName: string, districtId: number): Service[] {
  const lines = BUS_LINES[districtId] ?? GENERIC_BUS_LINES;
  // Each stop is served by three of its district's lines (always the same three).
  const first = hashString(stopName) % lines.length;
  return [0, 1, 2].slice(0, lines.length).map((i) => {
    const [line, product, destination, via, period] = lines[(first + i) % lines.length]!;
    return {
      key: `${product}:${line}:${stopName}`,
      product,
      destination,
      via: [...via, destination],
      period,
      tripBase: 60_000 + Number(line) * 100,
      line,
    };
  });
}

const iso = (date: Date) => formatStockholm(date, "yyyy-MM-dd'T'HH:mm:ssXXX");

export interface DepartureQuery {
  stopName: string;
  districtId: number;
  districtStations: string[];
  product: typeof TRAIN_PRODUCT | typeof BUS_PRODUCT;
  /** Departures from 15 minutes before this moment to 3 hours after. */
  from: Date;
  now?: number;
  max?: number;
}

/** Night service (00:00–05:00): each line about once an hour. */
const NIGHT_END = 5 * 60;

/** The minutes of a day a service leaves the stop (around the clock, thinner at night). */
function serviceMinutes(service: Service): number[] {
  const offset = hashString(service.key) % service.period;
  const nightStep = Math.max(1, Math.round(60 / service.period));
  const out: number[] = [];
  for (let m = offset, run = 0; m < 24 * 60; m += service.period, run++)
    if (m >= NIGHT_END || run % nightStep === 0) out.push(m);
  return out;
}

export function generateDepartures(q: DepartureQuery): MockDeparture[] {
  const train = q.product === TRAIN_PRODUCT;
  const services = train
    ? trainServices(q.stopName, q.districtStations)
    : busServices(q.stopName, q.districtId);
  const now = q.now ?? Date.now();
  const start = addMinutes(q.from, -15);
  const end = addMinutes(q.from, 180);
  const days = [...new Set([toDateKey(start), toDateKey(end)])];
  const out: (MockDeparture & { at: number })[] = [];
  for (const day of days) {
    const first = minutesFromMidnight(start, day);
    const last = minutesFromMidnight(end, day);
    // Every hour the stop has at least one delayed, one cancelled and (trains) one re-tracked
    // departure: its first, second and third of the hour, so that the window always shows them.
    const hours = new Map<number, { service: Service; minute: number }[]>();
    for (const service of services)
      for (const minute of serviceMinutes(service)) {
        const hour = Math.floor(minute / 60);
        if (minute < first - 60 || minute > last + 60) continue;
        hours.set(hour, [...(hours.get(hour) ?? []), { service, minute }]);
      }
    for (const calls of hours.values()) {
      calls.sort((a, b) => a.minute - b.minute || a.service.key.localeCompare(b.service.key));
      calls.forEach(({ service, minute }, rank) => {
        if (minute < first || minute > last) return;
        out.push(departure(service, day, minute, train, now, rank));
      });
    }
  }
  return out
    .sort((a, b) => a.at - b.at || a.toLocation.localeCompare(b.toLocation))
    .slice(0, q.max ?? 40)
    .map(({ at: _at, ...rest }) => rest);
}

function departure(
  service: Service,
  day: string,
  minute: number,
  train: boolean,
  now: number,
  rankInHour: number,
) {
  const random = createRandom(`${service.key}:${day}:${minute}`);
  const advertised = stockholmWallTime(day, minute);
  const canceled = rankInHour === 1 || random.chance(0.03);
  const late = !canceled && (rankInHour === 0 || random.chance(0.2));
  const delay = late ? random.int(2, random.chance(0.2) ? 25 : 9) : 0;
  const expected = addMinutes(advertised, delay);
  const planned = train
    ? `${random.int(1, 6)}${random.chance(0.3) ? random.pick(['a', 'b']) : ''}`
    : `Läge ${random.pick(['A', 'B', 'C', 'D'])}`;
  const retracked = train && !canceled && (rankInHour === 2 || random.chance(0.05));
  const track = retracked ? `${(Number.parseInt(planned, 10) % 6) + 1}` : planned;
  const deviation = [
    ...(canceled ? [train ? 'Inställt' : 'Inställd'] : []),
    ...(retracked ? ['Spårändrat'] : []),
  ];
  const run = Math.floor(minute / service.period);
  return {
    at: +advertised,
    advertisedTimeAtLocation: iso(advertised),
    estimatedTimeAtLocation: delay ? iso(expected) : null,
    timeAtLocation: !canceled && +expected <= now ? iso(expected) : null,
    transportationType: train ? ('Tåg' as const) : ('Buss' as const),
    trackAtLocation: track,
    viaToLocations: service.via,
    toLocation: service.destination,
    productName: service.product,
    product: train ? TRAIN_PRODUCT : BUS_PRODUCT,
    line: service.line,
    technicalNumber: String(service.tripBase + run * 2),
    canceled,
    deviation,
  };
}

/** Vehicle classes per district and product (trains, buses), for the vehicle service. */
const FLEET: Record<number, { train: string[]; bus: string[] }> = {
  4: { train: ['X61', 'X31'], bus: ['Volvo 8900', 'MAN Lion’s City'] },
  5: { train: ['X40', 'X14'], bus: ['Scania Citywide', 'Volvo 8900'] },
  17: { train: ['Y31', 'X11'], bus: ['Volvo 8900', 'Scania Interlink'] },
};
const DEFAULT_FLEET = { train: ['X61'], bus: ['Volvo 8900'] };

export interface MockVehicle {
  name: string;
  type: string;
  startTime: string;
  endTime: string;
  startPlace: string;
  endPlace: string;
}

/** The vehicles (train units or a bus) running a trip on a day, always the same ones. */
export function generateVehicles(q: {
  districtId: number;
  product: number;
  calendarId: string;
  technicalNumber: string;
  startMinute: number | null;
  places: string[];
}): MockVehicle[] {
  const random = createRandom(`${q.districtId}:${q.product}:${q.calendarId}:${q.technicalNumber}`);
  const fleet = FLEET[q.districtId] ?? DEFAULT_FLEET;
  const train = q.product === TRAIN_PRODUCT;
  const type = random.pick(train ? fleet.train : fleet.bus);
  const units = train ? random.int(1, 2) : 1;
  const startMinute = q.startMinute ?? random.int(5 * 60, 22 * 60);
  const start = stockholmWallTime(q.calendarId, startMinute);
  const end = addMinutes(start, random.int(25, 140));
  const [from, to] = random.shuffle(q.places.length > 1 ? q.places : ['Depå', 'Resecentrum']);
  return Array.from({ length: units }, () => ({
    name: train
      ? `${type} ${String(random.int(1, 99)).padStart(3, '0')}`
      : `Buss ${random.int(5000, 7999)}`,
    type,
    startTime: iso(start),
    endTime: iso(end),
    startPlace: from!,
    endPlace: to!,
  }));
}
