import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../../../mocks/node';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { toDateKey } from '@/lib/time/stockholm';
import { getDuty } from './get-duty';
import { getPositions } from './get-positions';
import { getTripStaff, TRIPLIST_NOT_ARRAY } from './get-trip-staff';
import { optionalDateKey } from './roster-schemas';

const today = toDateKey();
const signIn = () => useSessionStore.getState().signIn(demoToken('dispatcher'));

describe('roster fetchers against the mock staff host', () => {
  it('reads positions, a duty with its activities and the staff of a trip', async () => {
    signIn();
    const positions = await getPositions(4, today, false);
    expect(positions.length).toBeGreaterThan(20);
    const worked = positions.find((p) => p.tripsInfo.length > 0 && p.dutyId != null)!;
    expect(worked.employee.name).not.toBe('');
    const duty = await getDuty(worked.dutyId!);
    expect(duty.activities.map((a) => a.description)).toContain('KLARGÖRING');
    const trip = worked.tripsInfo[0]!.trip;
    const staff = await getTripStaff(4, today, [trip]);
    expect(staff.some((s) => s.employeeNumber === worked.employee.employeeNumber)).toBe(true);
  });

  it('passes on the server’s words for a trip nobody is on', async () => {
    signIn();
    await expect(getTripStaff(4, today, ['99999'])).rejects.toMatchObject({
      status: 404,
      message: 'Could not get data',
    });
  });

  it('refuses a trip list that is not a list', async () => {
    signIn();
    server.use(http.get('*/mock/staff/roster/trip', () => HttpResponse.json({ trip: '1053' })));
    await expect(getTripStaff(4, today, ['1053'])).rejects.toMatchObject({
      message: TRIPLIST_NOT_ARRAY,
    });
  });
});

describe('optionalDateKey', () => {
  it('reads the null date and missing values as no date', () => {
    expect(z.parse(optionalDateKey, '9999-12-31T00:00:00')).toBeNull();
    expect(z.parse(optionalDateKey, null)).toBeNull();
    expect(z.parse(optionalDateKey, '')).toBeNull();
    expect(z.parse(optionalDateKey, '2026-11-22T00:00:00')).toBe('2026-11-22');
  });
});
