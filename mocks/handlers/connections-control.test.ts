import { describe, expect, it } from 'vitest';
import { callerFor } from '../test/call';
import {
  addDaysToKey,
  parseServerDate,
  stockholmWallTime,
  toDateKey,
} from '../../src/lib/time/stockholm';

const call = callerFor('http://localhost/mock');

interface Departure {
  advertisedTimeAtLocation: string;
  estimatedTimeAtLocation: string | null;
  canceled: boolean;
  deviation: string[];
  trackAtLocation: string;
}

async function trains(query: string) {
  const res = await call(`/travelinfo/api/departures?${query}`, { who: 'driver' });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Departure[];
}

const tomorrow = addDaysToKey(toDateKey(), 1);

describe('departures around the clock', () => {
  it('every hour of a station has a delayed, a cancelled and a re-tracked train', async () => {
    for (const hour of [0, 3, 8, 13, 22]) {
      const list = await trains(
        `date=${tomorrow}T${String(hour).padStart(2, '0')}:00:00&locationSignature=M`,
      );
      expect(list.length, `hour ${hour}`).toBeGreaterThan(3);
      expect(list.some((d) => d.estimatedTimeAtLocation && !d.canceled)).toBe(true);
      expect(list.some((d) => d.canceled && d.deviation.includes('Inställt'))).toBe(true);
      expect(list.some((d) => d.deviation.includes('Spårändrat'))).toBe(true);
    }
  });

  it('the same departure keeps its delay and track when the window moves', async () => {
    const a = await trains(`date=${tomorrow}T08:00:00&locationSignature=LU`);
    const b = await trains(`date=${tomorrow}T08:30:00&locationSignature=LU`);
    const shared = a.filter((d) =>
      b.some((e) => e.advertisedTimeAtLocation === d.advertisedTimeAtLocation),
    );
    expect(shared.length).toBeGreaterThan(3);
    for (const d of shared) {
      const same = b.filter((e) => e.advertisedTimeAtLocation === d.advertisedTimeAtLocation);
      expect(same).toContainEqual(d);
    }
  });
});

describe('a station without signature in district 4', () => {
  it('is an active stop with coordinates; its trains need the signature', async () => {
    const stops = (await (
      await call('/traffic/api/stops?districtId=4&activestop=true', { who: 'driver' })
    ).json()) as { stopName: string; shortName: string | null; latitude: number }[];
    const svedala = stops.find((s) => s.stopName === 'Svedala');
    expect(svedala).toMatchObject({ shortName: null, latitude: 55.5078 });
    const res = await call(`/travelinfo/api/departures?date=${tomorrow}T08:00:00&place=Svedala`, {
      who: 'driver',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Saknar platssignatur' });
  });
});

describe('per-call slowness and failures', () => {
  it('delays only the calls about the place, fails one service and clears', async () => {
    expect(
      (await call('/connections/__control', { method: 'POST', body: { rules: 'x' } })).status,
    ).toBe(400);
    expect(
      (await call('/connections/__control', { method: 'POST', body: { rules: [{ host: 'ftp' }] } }))
        .status,
    ).toBe(400);
    const set = await call('/connections/__control', {
      method: 'POST',
      body: {
        rules: [
          { host: 'travelinfo', place: 'm', delayMs: 300 },
          { host: 'transit', status: 503, message: 'Bussdata saknas' },
        ],
      },
    });
    expect(set.status).toBe(200);
    const date = `date=${tomorrow}T08:00:00`;
    let t0 = performance.now();
    await trains(`${date}&locationSignature=M`);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
    t0 = performance.now();
    await trains(`${date}&locationSignature=LU`);
    expect(performance.now() - t0).toBeLessThan(290);
    const bus = await call(`/transit/api/departures?${date}&place=Malmö C&products=86`, {
      who: 'driver',
    });
    expect(bus.status).toBe(503);
    expect(await bus.json()).toEqual({ message: 'Bussdata saknas' });
    expect(await (await call('/connections/__control')).json()).toMatchObject({ rules: [{}, {}] });
    await call('/connections/__control', { method: 'POST', body: { rules: [] } });
    expect(
      (await call(`/transit/api/departures?${date}&place=Malmö C`, { who: 'driver' })).status,
    ).toBe(200);
  });
});

it('answers at night too (lines run about hourly)', async () => {
  const night = stockholmWallTime(tomorrow, 150);
  const list = await trains(`date=${tomorrow}T02:30:00&locationSignature=M`);
  expect(list.length).toBeGreaterThan(0);
  expect(+parseServerDate(list[0]!.advertisedTimeAtLocation)!).toBeGreaterThanOrEqual(
    +night - 15 * 60_000,
  );
});
