import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { toDateKey } from '@/lib/time/stockholm';
import { readDutyContacts } from './get-duty-contacts';
import { getDutySigninsDay } from './get-duty-signins';
import { getPositions } from './get-positions';

/** A duty sign-in with the spec's fields (spec 1 §3). */
const signin = {
  checkInId: null,
  districtId: 4,
  dutyDate: '2026-11-23T00:00:00',
  dutyId: 2078,
  dutyName: 'M100',
  startLocation: 'Malmö C',
  timeStart: 300,
  timeEnd: 800,
  timestampIn: '9999-12-31T00:00:00',
  timestampOut: '9999-12-31T00:00:00',
  employee: {
    email: 'anna@example.se',
    employeeNumber: 20001,
    phones: { work: '46705550101', home: null, private: '46739998877' },
    name: 'Anna Lindqvist',
    title: 'Lokförare',
  },
  tripsInfo: [],
  tripDate: '2026-11-23T00:00:00',
};

describe('duty contacts (the day’s sign-ins)', () => {
  it('reads the employee’s phones, e-mail and title, the duty and a day off', () => {
    expect(readDutyContacts([signin, { ...signin, timeStart: 0, timeEnd: 2160 }])).toEqual([
      {
        dutyId: 2078,
        dutyName: 'M100',
        employeeNumber: '20001',
        email: 'anna@example.se',
        phones: { work: '46705550101', home: '', private: '46739998877' },
        title: 'Lokförare',
        absent: false,
      },
      expect.objectContaining({ absent: true }),
    ]);
  });

  it('only adds: odd fields read as missing, items without a person are left out', () => {
    const odd = { ...signin, dutyId: 'x', employee: { ...signin.employee, phones: 7, email: {} } };
    expect(readDutyContacts([odd, null, { ...signin, employee: null }])).toEqual([
      expect.objectContaining({
        dutyId: null,
        email: '',
        phones: { work: '', home: '', private: '' },
      }),
    ]);
  });

  it('gives a phone to the people of the mock’s positions', async () => {
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    const today = toDateKey();
    const [positions, signins] = await Promise.all([
      getPositions(4, today, false),
      getDutySigninsDay(4, today),
    ]);
    const contacts = readDutyContacts(signins);
    const numbers = new Set(contacts.filter((c) => c.phones.work).map((c) => c.employeeNumber));
    expect(positions.filter((p) => numbers.has(p.employee.employeeNumber)).length).toBeGreaterThan(
      positions.length / 2,
    );
  });
});
