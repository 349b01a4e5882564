import { describe, expect, it } from 'vitest';
import { stockholmWallTime } from '@/lib/time/stockholm';
import type { ServerDeparture } from '../api/schemas';
import { mergeDepartures, toDeparture } from './departures';

const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return stockholmWallTime('2026-03-29', h! * 60 + m!);
};

function dep(time: string, to: string, extra: Partial<ServerDeparture> = {}): ServerDeparture {
  return {
    advertisedTimeAtLocation: at(time),
    estimatedTimeAtLocation: null,
    timeAtLocation: null,
    transportationType: 'Tåg',
    trackAtLocation: '2',
    viaToLocations: ['Lund C', to],
    toLocation: to,
    productName: 'Pågatåg',
    line: null,
    technicalNumber: '1101',
    canceled: false,
    deviation: [],
    ...extra,
  };
}

describe('merging trains and buses', () => {
  it('orders by advertised time, trains first at the same minute, then by destination', () => {
    const trains = [dep('08:10', 'Helsingborg C'), dep('08:00', 'Ystad'), dep('08:00', 'Lund C')];
    const buses = [
      dep('08:05', 'Höllviken', { transportationType: 'Buss' }),
      dep('08:00', 'Arlöv', { transportationType: 'Buss' }),
      dep('07:55', 'Lindängen', { transportationType: 'Buss' }),
    ];
    const rows = mergeDepartures(trains, buses);
    expect(rows.map((r) => `${r.kind} ${r.to}`)).toEqual([
      'bus Lindängen',
      'train Lund C',
      'train Ystad',
      'bus Arlöv',
      'bus Höllviken',
      'train Helsingborg C',
    ]);
    // Keys are unique even for the same trip and time.
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('a missing list (failed or pending service) leaves the other alone', () => {
    expect(mergeDepartures(undefined, [dep('08:00', 'A')]).map((r) => r.kind)).toEqual(['bus']);
    expect(mergeDepartures([dep('08:00', 'A')], undefined).map((r) => r.kind)).toEqual(['train']);
    expect(mergeDepartures(undefined, undefined)).toEqual([]);
  });

  it('orders across the DST change by real time, not by wall clock text', () => {
    // 2026-03-29: 01:59 CET is followed by 03:00 CEST, one minute later.
    const rows = mergeDepartures([dep('03:00', 'B')], [dep('01:59', 'A')]);
    expect(rows.map((r) => r.to)).toEqual(['A', 'B']);
  });
});

describe('one departure', () => {
  it('delay from the estimated time, actual time once it left', () => {
    const late = toDeparture(
      dep('08:00', 'Ystad', { estimatedTimeAtLocation: at('08:07') }),
      'train',
      0,
    );
    expect(late.delayMinutes).toBe(7);
    expect(late.actual).toBeNull();
    const left = toDeparture(
      dep('08:00', 'Ystad', { estimatedTimeAtLocation: at('08:03'), timeAtLocation: at('08:04') }),
      'train',
      0,
    );
    expect(left.delayMinutes).toBe(4);
    expect(left.actual).toEqual(at('08:04'));
    const early = toDeparture(dep('08:00', 'Ystad', { timeAtLocation: at('07:59') }), 'train', 0);
    expect(early.delayMinutes).toBe(0);
  });

  it('destination, via without it, cancellation and track change', () => {
    const d = toDeparture(
      dep('08:00', 'Ystad', {
        viaToLocations: ['Svedala', 'Skurup', 'Ystad'],
        canceled: true,
        deviation: ['Spårändrat'],
      }),
      'train',
      0,
    );
    expect(d.to).toBe('Ystad');
    expect(d.via).toEqual(['Svedala', 'Skurup']);
    expect(d.canceled).toBe(true);
    expect(d.trackChanged).toBe(true);
    const noTo = toDeparture(
      dep('08:00', 'X', { toLocation: null, viaToLocations: ['A', 'B'] }),
      'bus',
      0,
    );
    expect(noTo.to).toBe('B');
    expect(noTo.via).toEqual(['A']);
  });

  it('deviations not shown otherwise (cancelled, changed track) are kept as notices', () => {
    const d = toDeparture(
      dep('08:00', 'Ystad', {
        canceled: true,
        deviation: ['Inställt', 'Spårändrat', 'Ersättningsbuss', 'Kort tåg'],
      }),
      'train',
      0,
    );
    expect(d.notices).toEqual(['Ersättningsbuss', 'Kort tåg']);
  });
});
