import { describe, expect, it } from 'vitest';
import { callerFor } from '../test/call';
import {
  addDaysToKey,
  formatStockholm,
  parseServerDate,
  toDateKey,
} from '../../src/lib/time/stockholm';

const call = callerFor('http://localhost/mock');
const get = (url: string, auth = true) => call(url, { who: auth ? 'driver' : null });

interface Departure {
  advertisedTimeAtLocation: string;
  estimatedTimeAtLocation: string | null;
  timeAtLocation: string | null;
  transportationType: string;
  trackAtLocation: string | null;
  viaToLocations: string[];
  toLocation: string;
  line: string | null;
  technicalNumber: string;
}
interface Stop {
  stopName: string;
  shortName: string | null;
  districtId: number;
  samStopId: number;
  activeStop: boolean;
}

const tomorrow = addDaysToKey(toDateKey(), 1);
const eight = encodeURIComponent(`${tomorrow}T08:00:00`);

async function departures(host: 'travelinfo' | 'transit', query: string) {
  const res = await get(`/${host}/api/departures?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Departure[];
}

describe('stops (traffic host)', () => {
  it('filters by district and active flag; bus stops have no signature', async () => {
    expect((await get('/traffic/api/stops', false)).status).toBe(401);
    const stops = (await (
      await get('/traffic/api/stops?districtId=4&activestop=true')
    ).json()) as Stop[];
    expect(stops.every((s) => s.districtId === 4 && s.activeStop)).toBe(true);
    expect(stops).toContainEqual(
      expect.objectContaining({ stopName: 'Malmö C', shortName: 'M', latitude: 55.6095 }),
    );
    expect(stops.some((s) => s.shortName === null)).toBe(true);
    const inactive = (await (
      await get('/traffic/api/stops?districtId=4&activestop=false')
    ).json()) as Stop[];
    expect(inactive.map((s) => s.stopName)).toEqual(['Malmö Östervärn (gamla hållplatsen)']);
    expect((await get('/traffic/api/stops?activestop=kanske')).status).toBe(400);
  });
});

describe('train departures (travel-info host)', () => {
  it('lists departures around the requested time, with their shape', async () => {
    const list = await departures(
      'travelinfo',
      `date=${eight}&place=Malmö C&products=136&locationSignature=M`,
    );
    expect(list.length).toBeGreaterThan(8);
    const times = list.map((d) => +parseServerDate(d.advertisedTimeAtLocation)!);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const from = +parseServerDate(`${tomorrow}T07:45:00`)!;
    const to = +parseServerDate(`${tomorrow}T11:00:00`)!;
    expect(times.every((t) => t >= from && t <= to)).toBe(true);
    for (const d of list) {
      expect(d.transportationType).toBe('Tåg');
      expect(d.trackAtLocation).toMatch(/^[1-6][ab]?$/);
      expect(d.viaToLocations.at(-1)).toBe(d.toLocation);
      expect(d.viaToLocations).not.toContain('Malmö C');
      // Tomorrow's trains have not left yet.
      expect(d.timeAtLocation).toBeNull();
    }
    expect(list.map((d) => d.toLocation)).toEqual(
      expect.arrayContaining(['Helsingborg C', 'Köpenhamn H']),
    );
    const again = await departures('travelinfo', `date=${eight}&locationSignature=m`);
    expect(again).toEqual(list);
  });

  it('shows delays and actual times on a past day', async () => {
    const yesterday = addDaysToKey(toDateKey(), -1);
    const day = await Promise.all(
      ['06', '09', '12', '15', '18'].map((h) =>
        departures('travelinfo', `date=${yesterday}T${h}:00:00&locationSignature=LU`),
      ),
    );
    const all = day.flat();
    expect(
      all.some(
        (d) => d.estimatedTimeAtLocation && d.estimatedTimeAtLocation > d.advertisedTimeAtLocation,
      ),
    ).toBe(true);
    expect(all.filter((d) => d.timeAtLocation).length).toBeGreaterThan(all.length / 2);
  });

  it("answers 'Saknar platssignatur' for a station without signature in districts 4, 5 and 17", async () => {
    for (const query of ['place=Malmö C', 'place=Linköping Resecentrum Läge A', 'districtId=17']) {
      const res = await get(`/travelinfo/api/departures?date=${eight}&products=136&${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Saknar platssignatur' });
    }
    // Elsewhere a place name is enough.
    const stockholm = await departures('travelinfo', `date=${eight}&place=Stockholm C`);
    expect(stockholm.length).toBeGreaterThan(0);
    expect((await get(`/travelinfo/api/departures?locationSignature=XYZ`)).status).toBe(400);
    expect((await get(`/travelinfo/api/departures?locationSignature=M`, false)).status).toBe(401);
  });
});

describe('bus departures (public transport host)', () => {
  it('lists buses at a stop without signature, by samStopId', async () => {
    const stops = (await (await get('/traffic/api/stops?districtId=4')).json()) as Stop[];
    const stop = stops.find((s) => s.stopName === 'Lund Botulfsplatsen')!;
    const list = await departures('transit', `date=${eight}&place=${stop.samStopId}&products=86`);
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((d) => d.transportationType === 'Buss' && d.line)).toBe(true);
    expect(
      await departures('transit', `date=${eight}&place=${stop.samStopId}&products=136`),
    ).toEqual([]);
  });
});

describe('places and vehicles', () => {
  it('lists the stations of a district as places', async () => {
    const places = (await (await get('/travelinfo/places?districtId=4')).json()) as {
      shortName: string;
      name: string;
    }[];
    expect(places).toContainEqual(expect.objectContaining({ shortName: 'LU', name: 'Lund C' }));
    expect(places.every((p) => p.shortName)).toBe(true);
  });

  it('serves vehicles without the auth header', async () => {
    const res = await get(
      `/vehicles/vehicle-136l/4?calendarId=${tomorrow}&technicalNumber=1042&start_time=08:15`,
      false,
    );
    expect(res.status).toBe(200);
    const vehicles = (await res.json()) as {
      name: string;
      type: string;
      startTime: string;
      endTime: string;
      startPlace: string;
    }[];
    expect(vehicles.length).toBeGreaterThan(0);
    for (const v of vehicles) {
      expect(v.name).toMatch(/^(X61|X31) \d{3}$/);
      expect(formatStockholm(parseServerDate(v.startTime)!, 'yyyy-MM-dd HH:mm')).toBe(
        `${tomorrow} 08:15`,
      );
      expect(v.endTime > v.startTime).toBe(true);
      expect(v.startPlace).toBeTruthy();
    }
    const bus = (await (
      await get(
        `/vehicles/vehicle-86l/5?calendarId=${tomorrow}&technicalNumber=61234&start_time=17:05`,
        false,
      )
    ).json()) as { name: string }[];
    expect(bus[0]!.name).toMatch(/^Buss \d{4}$/);
  });

  it("answers an invalid district with 'No valid districtId'", async () => {
    for (const district of ['99', 'skane']) {
      const res = await get(
        `/vehicles/vehicle-136l/${district}?calendarId=${tomorrow}&technicalNumber=1042`,
        false,
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ reason: 'No valid districtId' });
    }
    expect((await get(`/vehicles/vehicle-136l/4?technicalNumber=1042`, false)).status).toBe(400);
    expect((await get(`/vehicles/vehicle-136l/4?calendarId=${tomorrow}`, false)).status).toBe(400);
    // The spec's query is calendarId, technicalNumber and start_time: all three are needed.
    for (const start of ['', '&start_time=', '&start_time=8.15', '&start_time=25:00']) {
      const res = await get(
        `/vehicles/vehicle-136l/4?calendarId=${tomorrow}&technicalNumber=1042${start}`,
        false,
      );
      expect(res.status, start).toBe(400);
      expect(await res.json(), start).toMatchObject({
        message: expect.stringMatching(/start_time/),
      });
    }
    expect(
      (await get(`/vehicles/fordon/4?calendarId=${tomorrow}&technicalNumber=1`, false)).status,
    ).toBe(404);
  });
});
