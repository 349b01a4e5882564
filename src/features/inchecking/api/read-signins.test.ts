import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { signinsReader } from './read-signins';
import { dutySigninSchema } from './signin-schema';

const wire = {
  checkInId: '17',
  districtId: 4,
  dutyDate: '2026-11-18T00:00:00',
  dutyId: '2078',
  dutyName: 'M12',
  startLocation: 'Malmö C',
  timeStart: '300',
  timeEnd: 820,
  timestampIn: '2026-11-18T05:01:30',
  timestampOut: '9999-12-31T00:00:00',
  employee: {
    email: 'eva@example.com',
    employeeNumber: 10001,
    phones: { work: '46705550101', home: null },
    name: 'Eva Berg',
    title: 'Lokförare',
    extra: 'dropped',
  },
  tripsInfo: [{ trip: 1042, startStation: 'M' }, { trip: '1043' }],
  updateId: '12',
  extra: true,
};

const schema = z.array(dutySigninSchema);
const read = (data: unknown) => signinsReader['~standard'].validate(data);
/** What zod makes of `data`: the value, or the path of its first fault. */
function zod(data: unknown) {
  const parsed = z.safeParse(schema, data);
  return parsed.success ? { value: parsed.data } : { path: parsed.error.issues[0]!.path };
}
function mine(data: unknown) {
  const result = read(data);
  return result.issues ? { path: result.issues[0]!.path } : { value: result.value };
}

describe('signinsReader', () => {
  it('reads sign-ins as the schema does: numbers as text, missing values, the null date', () => {
    const variants = [
      wire,
      { ...wire, checkInId: null, timestampIn: null, timestampOut: undefined },
      { ...wire, employee: null, tripsInfo: null, updateId: undefined, timeEnd: 'x' },
      { ...wire, employee: { phones: null }, timestampIn: '2026-11-18T06:00:00+01:00' },
      { ...wire, timestampIn: '', timestampOut: 'not a time', dutyDate: '2026-11-19' },
      { dutyId: 1, districtId: '-3', dutyDate: '2026-11-18' },
    ];
    const result = mine(variants);
    expect(result).toEqual(zod(variants));
    expect(result.value?.[0]).toMatchObject({
      checkInId: 17,
      dutyId: 2078,
      dutyDate: '2026-11-18',
      timeStart: 300,
      updateId: 12,
      timestampOut: null,
      employee: { employeeNumber: '10001', phones: { work: '46705550101', home: '', private: '' } },
      tripsInfo: [{ trip: '1042' }, { trip: '1043' }],
    });
    expect(result.value?.[0]).not.toHaveProperty('extra');
    expect(result.value?.[0]?.timestampIn).toBeInstanceOf(Date);
  });

  it('refuses what the schema refuses, at the same place', () => {
    const faulty: unknown[] = [
      { rows: [] },
      [wire, null],
      [wire, []],
      [{ ...wire, districtId: null }],
      [{ ...wire, districtId: '4a' }],
      [{ ...wire, dutyId: true }],
      [{ ...wire, checkInId: {} }],
      [{ ...wire, dutyDate: '18/11/2026' }],
      [{ ...wire, dutyDate: null }],
      [{ ...wire, dutyName: 7 }],
      [{ ...wire, startLocation: false }],
      [{ ...wire, timestampIn: 5 }],
      [{ ...wire, timestampOut: {} }],
      [{ ...wire, employee: 'Eva' }],
      [{ ...wire, employee: { ...wire.employee, phones: [] } }],
      [{ ...wire, employee: { ...wire.employee, phones: { work: 1 } } }],
      [{ ...wire, employee: { ...wire.employee, employeeNumber: {} } }],
      [{ ...wire, employee: { ...wire.employee, name: 1, title: 2 } }],
      [{ ...wire, tripsInfo: {} }],
      [{ ...wire, tripsInfo: [{ trip: 1 }, null] }],
      [{ ...wire, tripsInfo: [{ trip: {} }] }],
      [{ ...wire, dutyName: 1, employee: 'x', tripsInfo: 3 }],
    ];
    for (const data of faulty) {
      const result = mine(data);
      expect(result.path, JSON.stringify(data)).toBeDefined();
      expect(result, JSON.stringify(data)).toEqual(zod(data));
    }
  });
});
