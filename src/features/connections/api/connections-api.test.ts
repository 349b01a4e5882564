import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { demoToken } from '@/test/tokens';
import { useSessionStore } from '@/stores/session';
import { addDaysToKey, toDateKey } from '@/lib/time/stockholm';
import { getBusDepartures, getTrainDepartures } from './get-departures';
import { getStops } from './get-stops';
import { getVehicles, NO_VALID_DISTRICT } from './get-vehicles';

const tomorrow = addDaysToKey(toDateKey(), 1);
const date = `${tomorrow}T08:00:00`;

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('driver'));
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

/** Records the requests of one host and passes them on to the mock. */
function spy(pattern: RegExp) {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (pattern.test(request.url)) seen.push(request.clone());
  });
  return seen;
}

describe('connection calls (HTTP contract)', () => {
  it('stops: district and active flag; trains by signature with the train product code', async () => {
    const seen = spy(/\/mock\/(traffic|travelinfo)\//);
    const stops = await getStops(4);
    expect(stops.find((s) => s.shortName === 'M')).toMatchObject({ stopName: 'Malmö C' });
    const trains = await getTrainDepartures({ signature: 'M', placeName: 'Malmö C', date });
    expect(trains.length).toBeGreaterThan(5);
    expect(trains[0]!.advertisedTimeAtLocation).toBeInstanceOf(Date);
    const [stopsUrl, trainUrl] = seen.map((r) => new URL(r.url));
    expect(Object.fromEntries(stopsUrl!.searchParams)).toEqual({
      districtId: '4',
      activestop: 'true',
    });
    expect(Object.fromEntries(trainUrl!.searchParams)).toEqual({
      date,
      locationSignature: 'M',
      products: '136',
    });
    expect(seen.every((r) => r.headers.get('authorization')?.startsWith('Bearer '))).toBe(true);
  });

  it('buses by samStopId with the bus product code', async () => {
    const seen = spy(/\/mock\/transit\//);
    const buses = await getBusDepartures({ samStopId: 740000400, date });
    expect(buses.every((d) => d.transportationType === 'Buss')).toBe(true);
    expect(Object.fromEntries(new URL(seen[0]!.url).searchParams)).toEqual({
      date,
      place: '740000400',
      products: '86',
    });
  });

  it('vehicles go without the auth header; an invalid district gives "No valid districtId"', async () => {
    const seen = spy(/\/mock\/vehicles\//);
    const search = {
      product: 136,
      calendarId: tomorrow,
      technicalNumber: '1101',
      startTime: '08:15',
    };
    const vehicles = await getVehicles({ ...search, districtId: 4 });
    expect(vehicles[0]!.name).toMatch(/^(X61|X31) \d{3}$/);
    expect(seen[0]!.url).toContain('/vehicles/vehicle-136l/4?');
    expect(new URL(seen[0]!.url).searchParams.get('start_time')).toBe('08:15');
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    await expect(getVehicles({ ...search, districtId: 99 })).rejects.toThrow(NO_VALID_DISTRICT);
    // Not even asked for a district that cannot exist.
    await expect(getVehicles({ ...search, districtId: 0 })).rejects.toThrow(NO_VALID_DISTRICT);
    expect(seen).toHaveLength(2);
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
