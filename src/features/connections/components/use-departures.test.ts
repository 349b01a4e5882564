import { describe, expect, it } from 'vitest';
import { SearchTracker } from '../lib/latest-search';
import { STOPS } from '../lib/test-stops';
import { busDeparturesQuery, trainDeparturesQuery } from './use-departures';

const lund = STOPS.find((s) => s.stopName === 'Lund C')!;

describe('departure queries', () => {
  const tracker = new SearchTracker();

  it('are off without a place, and their keys name no stop', () => {
    const trains = trainDeparturesQuery(4, null, null, tracker);
    const buses = busDeparturesQuery(4, null, tracker);
    expect(trains.enabled).toBe(false);
    expect(buses.enabled).toBe(false);
    expect(trains.queryKey[3]).toMatchObject({ districtId: 4, samStopId: null });
    expect(buses.queryKey[3]).toEqual({ districtId: 4, samStopId: null });
  });

  it('ask for a chosen place (trains only where a train search is possible)', () => {
    const signature = { kind: 'signature', signature: 'LU' } as const;
    expect(trainDeparturesQuery(4, lund, signature, tracker).enabled).toBe(true);
    expect(trainDeparturesQuery(4, lund, { kind: 'missingSignature' }, tracker).enabled).toBe(
      false,
    );
    expect(busDeparturesQuery(4, lund, tracker).enabled).toBe(true);
  });
});
