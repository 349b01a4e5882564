import { describe, expect, it } from 'vitest';
import { matchStops } from './place-match';
import { distanceMetres, formatDistance, nearestStops } from './nearest-stops';
import { signatureOf, trainSearchFor } from './train-search';
import { STOPS, stop } from './test-stops';

const names = (list: { stopName: string }[]) => list.map((s) => s.stopName);

describe('place search', () => {
  it('finds by short name (exact first) and by name, case-insensitively', () => {
    expect(names(matchStops(STOPS, 'm'))[0]).toBe('Malmö C');
    expect(names(matchStops(STOPS, 'hb'))).toEqual(['Helsingborg C']);
    expect(names(matchStops(STOPS, 'lu'))).toEqual(['Lund C', 'Lund Botulfsplatsen']);
    expect(names(matchStops(STOPS, 'TRIANG'))).toEqual(['Malmö Triangeln']);
    expect(names(matchStops(STOPS, 'hässle'))).toEqual(['Hässleholm C']);
    expect(matchStops(STOPS, '   ')).toEqual([]);
    expect(matchStops(STOPS, 'm', 2)).toHaveLength(2);
  });
});

describe('near me', () => {
  it('orders stops by distance and formats it', () => {
    const lundC = { latitude: 55.7054, longitude: 13.1868 };
    const near = nearestStops(STOPS, lundC, 3);
    expect(names(near.map((n) => n.stop))).toEqual(['Lund C', 'Lund Botulfsplatsen', 'Malmö C']);
    expect(near[0]!.metres).toBe(0);
    // Lund C – Malmö C is about 16 km.
    expect(distanceMetres(lundC, { latitude: 55.6095, longitude: 13.0002 }) / 1000).toBeCloseTo(
      16,
      0,
    );
    expect(formatDistance(347)).toBe('350 m');
    expect(formatDistance(1234)).toBe('1,2 km');
    expect(formatDistance(16_400)).toBe('16 km');
  });
});

describe('signature rule', () => {
  const places = [{ shortName: 'Y', name: 'Ystad', districtId: 4 }];

  it('uses the stop signature, or the place of the same name', () => {
    expect(signatureOf(STOPS[0]!, [])).toBe('M');
    expect(signatureOf(stop('Ystad', null, 55.43, 13.82), places)).toBe('Y');
    expect(signatureOf(stop('Ystad', null, 55.43, 13.82, 5), places)).toBeNull();
  });

  it('in districts 4, 5 and 17 a station without signature gets no train search', () => {
    const svedala = STOPS.at(-1)!;
    for (const district of [4, 5, 17])
      expect(trainSearchFor(svedala, district, places)).toEqual({ kind: 'missingSignature' });
    expect(trainSearchFor(svedala, 1, places)).toEqual({ kind: 'place', name: 'Svedala' });
    expect(trainSearchFor(STOPS[0]!, 4, places)).toEqual({ kind: 'signature', signature: 'M' });
  });
});
