import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests } from '@/test/seen-requests';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { getStops } from './get-stops';

/** The HTTP contract of the traffic host's stops (spec 2 §7), read by messages and connections. */

const seen = recordRequests();

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('dispatcher'));
});

describe('stops (HTTP contract)', () => {
  it("GET traffic api/stops?activestop=true: every district's active stops", async () => {
    const stops = await getStops();
    expect(seen.calls()).toEqual(['GET /mock/traffic/api/stops?activestop=true']);
    expect(seen.list[0]!.authorization).toMatch(/^Bearer /);
    expect(new Set(stops.map((s) => s.districtId)).size).toBeGreaterThan(1);
    expect(stops.every((s) => s.activeStop)).toBe(true);
  });

  it("GET traffic api/stops?districtId=4&activestop=true: one district's, signatures and all", async () => {
    const stops = await getStops(4);
    expect(seen.calls()).toEqual(['GET /mock/traffic/api/stops?districtId=4&activestop=true']);
    expect(stops.every((s) => s.districtId === 4 && s.activeStop)).toBe(true);
    expect(stops.find((s) => s.shortName === 'M')).toMatchObject({ stopName: 'Malmö C' });
  });
});
