import { describe, expect, it } from 'vitest';
import { dutySchema } from './get-duty';

const duty = (dutyDate: string) => ({
  dutyId: 7,
  districtId: 4,
  dutyDate,
  dutyName: 'M139',
  positionStart: 'M',
  positionEnd: 'LU',
  startLocation: 'Malmö C',
  endLocation: 'Lund C',
  timeStart: 300,
  timeEnd: 800,
  employeeName: 'Anna Lindqvist',
  employeeNumber: '20001',
  activities: [],
  tripsInfo: [],
});

describe('duty details (staff/duty)', () => {
  it("reads the server's null date as no date, and a date as its day", () => {
    expect(dutySchema.parse(duty('9999-12-31T00:00:00')).dutyDate).toBeNull();
    expect(dutySchema.parse(duty('2026-11-23T00:00:00')).dutyDate).toBe('2026-11-23');
  });
});
