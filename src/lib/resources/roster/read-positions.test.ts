import { describe, expect, it } from 'vitest';
import { readPositions } from './read-positions';

/** A position with the spec's fields only (spec 1 §3). */
const spec = {
  block: 'M100',
  description: 'Malmö C – Lund C',
  districtId: 4,
  tripDate: '2026-11-23T00:00:00',
  workTitle: 'Lokförare',
  employee: { name: 'Anna Lindqvist', employeeNumber: 20001 },
  tripsInfo: [
    { trip: 1053, startStation: 'M', endStation: 'LU', timeStart: 310, timeEnd: 330 },
    { trip: 1210, startStation: 'LU', endStation: 'HB', timeStart: 400, timeEnd: 470 },
  ],
};

describe('readPositions', () => {
  it('takes a spec-shaped position’s times and stations from its trips', () => {
    const [p] = readPositions([spec], 'u');
    expect(p).toEqual({
      dutyId: null,
      block: 'M100',
      description: 'Malmö C – Lund C',
      districtId: 4,
      tripDate: '2026-11-23',
      workTitle: 'Lokförare',
      employee: { name: 'Anna Lindqvist', employeeNumber: '20001' },
      tripsInfo: [
        { trip: '1053', startStation: 'M', endStation: 'LU', timeStart: 310, timeEnd: 330 },
        { trip: '1210', startStation: 'LU', endStation: 'HB', timeStart: 400, timeEnd: 470 },
      ],
      timeStart: 310,
      timeEnd: 470,
      startStation: 'M',
      endStation: 'HB',
      absent: false,
    });
  });

  it('reads the earliest start and the latest end whatever the trips’ order, past midnight too', () => {
    const night = {
      ...spec,
      tripsInfo: [
        { trip: 1073, startStation: 'LU', endStation: 'M', timeStart: 1450, timeEnd: 1530 },
        { trip: 1071, startStation: 'M', endStation: 'LU', timeStart: 1380, timeEnd: 1440 },
      ],
    };
    expect(readPositions([night], 'u')[0]).toMatchObject({
      timeStart: 1380,
      timeEnd: 1530,
      startStation: 'M',
      endStation: 'M',
    });
  });

  it('gives a position without trips no times (not 00:00) and no stations', () => {
    for (const tripsInfo of [[], null, undefined]) {
      expect(readPositions([{ ...spec, tripsInfo }], 'u')[0]).toMatchObject({
        timeStart: null,
        timeEnd: null,
        startStation: '',
        endStation: '',
        tripsInfo: [],
      });
    }
  });

  it('ignores the duty’s own times and stations a server adds, and uses a duty id that reads', () => {
    const more = {
      ...spec,
      dutyId: '2078',
      timeStart: 290,
      timeEnd: 800,
      startStation: 'Malmö C',
      endStation: 'Lund C',
      employee: { ...spec.employee, phones: { work: 1 }, email: 7, dutySiteId: 'x' },
    };
    expect(readPositions([more], 'u')[0]).toMatchObject({
      dutyId: 2078,
      timeStart: 310,
      timeEnd: 470,
      startStation: 'M',
      endStation: 'HB',
      employee: { name: 'Anna Lindqvist', employeeNumber: '20001' },
    });
    // Extra fields of another kind are left unread, never refused.
    expect(readPositions([{ ...more, dutyId: {}, timeStart: 'x' }], 'u')[0]!.dutyId).toBeNull();
  });

  it('marks a day off only where a server sends the non-workday’s 0–2160', () => {
    const off = { ...spec, tripsInfo: [], timeStart: 0, timeEnd: 2160 };
    expect(readPositions([off], 'u')[0]!.absent).toBe(true);
    expect(readPositions([{ ...off, timeEnd: '2160' }], 'u')[0]!.absent).toBe(false);
  });

  it('reads the null date as none, and trip times that are no number as 0', () => {
    const [p] = readPositions(
      [
        {
          ...spec,
          tripDate: '9999-12-31T00:00:00',
          tripsInfo: [{ trip: '1', timeStart: ' 45 ', timeEnd: true }],
        },
      ],
      'u',
    );
    expect(p).toMatchObject({ tripDate: null, timeStart: 45, timeEnd: 0 });
  });

  it('refuses what is not a list of positions, saying where', () => {
    expect(() => readPositions({ rows: [] }, 'u')).toThrow('Oväntat svar från servern.');
    expect(() => readPositions([spec, { ...spec, block: 7 }], 'u')).toThrow('(1.block)');
    expect(() => readPositions([{ ...spec, tripsInfo: [{ trip: {} }] }], 'u')).toThrow(
      '(0.tripsInfo.0.trip)',
    );
    expect(() => readPositions([{ ...spec, employee: { name: 3 } }], 'u')).toThrow(
      '(0.employee.name)',
    );
  });
});
