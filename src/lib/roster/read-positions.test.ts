import { describe, expect, it } from 'vitest';
import { readPositions } from './read-positions';

const wire = {
  dutyId: '2078',
  block: 'M100',
  description: 'Malmö C – Lund C',
  districtId: 4,
  tripDate: '9999-12-31T00:00:00',
  workTitle: 'Lokförare',
  employee: {
    name: 'Anna Lindqvist',
    employeeNumber: 20001,
    phones: { work: '46705550101', home: null },
    dutySiteId: null,
  },
  timeStart: '300',
  timeEnd: 'x',
  tripsInfo: [{ trip: 1053, startStation: 'M', endStation: 'LU', timeStart: 310, timeEnd: 330 }],
};

describe('readPositions', () => {
  it('reads numbers sent as text, missing values and the null date as the schemas do', () => {
    const [p] = readPositions([wire], 'u');
    expect(p).toMatchObject({
      dutyId: 2078,
      tripDate: null,
      timeStart: 300,
      timeEnd: 0,
      startStation: '',
      employee: {
        employeeNumber: '20001',
        phones: { work: '46705550101', home: '', private: '' },
        email: '',
        dutySiteId: null,
      },
      tripsInfo: [{ trip: '1053', startStation: 'M', timeStart: 310 }],
    });
    expect(
      readPositions([{ ...wire, tripDate: '2026-11-23T00:00:00', tripsInfo: null }], 'u')[0],
    ).toMatchObject({ tripDate: '2026-11-23', tripsInfo: [] });
  });

  it('reads a time that is no number of minutes as 0, as `numberOr(0)` does', () => {
    // JSON.parse reads 1e400 as Infinity.
    const [p] = readPositions(JSON.parse(`[{"timeStart": 1e400, "timeEnd": " 45 "}]`), 'u');
    expect(p).toMatchObject({ timeStart: 0, timeEnd: 45 });
    const [q] = readPositions([{ ...wire, timeStart: '  ', timeEnd: true }], 'u');
    expect(q).toMatchObject({ timeStart: 0, timeEnd: 0 });
  });

  it('refuses what is not a list of positions, saying where', () => {
    expect(() => readPositions({ rows: [] }, 'u')).toThrow('Oväntat svar från servern.');
    expect(() => readPositions([wire, { ...wire, block: 7 }], 'u')).toThrow('(1.block)');
    expect(() => readPositions([{ ...wire, tripsInfo: [{ trip: {} }] }], 'u')).toThrow(
      '(0.tripsInfo.trip)',
    );
    expect(() => readPositions([{ ...wire, employee: { phones: { work: 1 } } }], 'u')).toThrow(
      '(0.employee.phones.work)',
    );
  });
});
