import { defineTable } from '../db/table';
import { stationsTable } from './org';

/** Stops of the traffic host (spec 2 §3 Stop): the train stations plus bus stops. */
export interface MockStop {
  stopId: number;
  stopName: string;
  /** The station signature (M, HB, LU ...); bus stops have none. */
  shortName: string | null;
  districtId: number;
  samStopId: number;
  latitude: number;
  longitude: number;
  activeStop: boolean;
}

type BusStopRow = [name: string, lat: number, lon: number, active?: boolean];

/** Bus stops without a station signature, in the districts with most bus traffic. */
const BUS_STOPS: Record<number, BusStopRow[]> = {
  1: [['Stockholm Cityterminalen', 59.3318, 18.0551]],
  4: [
    ['Malmö Gustav Adolfs torg', 55.6034, 12.9987],
    ['Malmö Triangeln', 55.5943, 13.0003],
    ['Lund Botulfsplatsen', 55.7031, 13.1939],
    ['Kristianstad Busstation', 56.0297, 14.1571],
    ['Ystad Busstation', 55.4297, 13.8247],
    ['Höllviken Centrum', 55.4096, 12.9553],
    ['Malmö Östervärn (gamla hållplatsen)', 55.6063, 13.0225, false],
  ],
  5: [
    ['Linköping Resecentrum Läge A', 58.4168, 15.6246],
    ['Norrköping Söder Tull', 58.5869, 16.1889],
    ['Motala Busstation', 58.5371, 15.0365],
    ['Mjölby Resecentrum Buss', 58.3238, 15.1318],
    ['Vadstena Busstation', 58.4474, 14.8906],
  ],
  17: [
    ['Kalmar Resecentrum Buss', 56.6613, 16.3603],
    ['Växjö Resecentrum Läge C', 56.8781, 14.8057],
    ['Nybro Busstation', 56.7435, 15.9063],
    ['Färjestaden Busstation', 56.6493, 16.4647],
    ['Borgholm Busstation', 56.8799, 16.6562],
  ],
  19: [['Göteborg Nils Ericson-terminalen', 57.7094, 11.9738]],
};

/**
 * Railway stations the traffic host lists without a signature (the travel-info service cannot be
 * asked about them): in district 4 the portal must answer "Saknar platssignatur" for their trains.
 */
const STATIONS_WITHOUT_SIGNATURE: Record<number, [name: string, lat: number, lon: number][]> = {
  4: [['Svedala', 55.5078, 13.2364]],
};

export const stopsTable = defineTable<MockStop[]>('stops', (ctx) => {
  const stations = ctx.get(stationsTable).map((s, i): MockStop => ({
    stopId: 1000 + i,
    stopName: s.name,
    shortName: s.signature,
    districtId: s.districtId,
    samStopId: s.samStopId,
    latitude: s.latitude,
    longitude: s.longitude,
    activeStop: true,
  }));
  const buses = Object.entries(BUS_STOPS).flatMap(([districtId, rows], i) =>
    rows.map(([stopName, latitude, longitude, active = true], j): MockStop => ({
      stopId: 5000 + i * 100 + j,
      stopName,
      shortName: null,
      districtId: Number(districtId),
      samStopId: 740050000 + i * 100 + j,
      latitude,
      longitude,
      activeStop: active,
    })),
  );
  const unsigned = Object.entries(STATIONS_WITHOUT_SIGNATURE).flatMap(([districtId, rows], i) =>
    rows.map(([stopName, latitude, longitude], j): MockStop => ({
      stopId: 9000 + i * 100 + j,
      stopName,
      shortName: null,
      districtId: Number(districtId),
      samStopId: 740090000 + i * 100 + j,
      latitude,
      longitude,
      activeStop: true,
    })),
  );
  return [...stations, ...buses, ...unsigned];
});
