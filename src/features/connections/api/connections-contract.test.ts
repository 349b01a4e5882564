import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { recordRequests } from '@/test/seen-requests';
import { demoToken } from '@/test/tokens';
import { useSessionStore } from '@/stores/session';
import { addDaysToKey, toDateKey } from '@/lib/time/stockholm';
import { getPlaces } from './get-places';
import { getBusDepartures, getTrainDepartures } from './get-departures';
import { getVehicles, NO_VALID_DISTRICT } from './get-vehicles';

/** The HTTP contract of the connection calls (spec 2 §7): paths, queries, the auth header. */

const tomorrow = addDaysToKey(toDateKey(), 1);
const date = `${tomorrow}T08:00:00`;
const seen = recordRequests();

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('driver'));
});

describe('connection calls (HTTP contract)', () => {
  it('trains by signature with the train product code', async () => {
    const trains = await getTrainDepartures({ signature: 'M', placeName: 'Malmö C', date });
    expect(trains.length).toBeGreaterThan(5);
    expect(trains[0]!.advertisedTimeAtLocation).toBeInstanceOf(Date);
    expect(seen.list.map((s) => [s.path, s.query])).toEqual([
      ['/mock/travelinfo/api/departures', { date, locationSignature: 'M', products: '136' }],
    ]);
    expect(seen.list[0]!.authorization).toMatch(/^Bearer /);
  });

  it('buses by samStopId with the bus product code', async () => {
    const buses = await getBusDepartures({ samStopId: 740000400, date });
    expect(buses.every((d) => d.transportationType === 'Buss')).toBe(true);
    expect(seen.list.map((s) => [s.path, s.query])).toEqual([
      ['/mock/transit/api/departures', { date, place: '740000400', products: '86' }],
    ]);
    expect(seen.list[0]!.authorization).toMatch(/^Bearer /);
  });

  it("places: a district's station signatures", async () => {
    const places = await getPlaces(4);
    expect(places.find((p) => p.shortName === 'M')).toMatchObject({ districtId: 4 });
    expect(seen.calls()).toEqual(['GET /mock/travelinfo/places?districtId=4']);
    expect(seen.list[0]!.authorization).toMatch(/^Bearer /);
  });

  it('vehicles go without the auth header; an invalid district gives "No valid districtId"', async () => {
    const search = {
      product: 136,
      calendarId: tomorrow,
      technicalNumber: '1101',
      startTime: '08:15',
    };
    const vehicles = await getVehicles({ ...search, districtId: 4 });
    expect(vehicles[0]!.name).toMatch(/^(X61|X31) \d{3}$/);
    expect(seen.list[0]!.path).toBe('/mock/vehicles/vehicle-136l/4');
    expect(seen.list[0]!.query.start_time).toBe('08:15');
    expect(seen.list[0]!.authorization).toBeNull();
    await expect(getVehicles({ ...search, districtId: 99 })).rejects.toThrow(NO_VALID_DISTRICT);
    // Not even asked for a district that cannot exist.
    await expect(getVehicles({ ...search, districtId: 0 })).rejects.toThrow(NO_VALID_DISTRICT);
    expect(seen.list).toHaveLength(2);
  });

  it("a service's own message is the error shown", async () => {
    server.use(
      http.get('*/mock/transit/api/departures', () =>
        HttpResponse.json({ message: 'Bussdata saknas' }, { status: 503 }),
      ),
    );
    await expect(getBusDepartures({ samStopId: 1, date })).rejects.toMatchObject({
      status: 503,
      statusText: '503 Bussdata saknas',
    });
  });
});
