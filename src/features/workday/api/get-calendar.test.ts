import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { getCalendar } from './get-calendar';

/** A calendar duty with the spec's fields only (spec 1 §3 duty/roster): no dutyId, no district. */
const specDuty = {
  dutyDate: '2026-11-23T00:00:00',
  dutyName: 'M101',
  positionStart: 'M',
  positionEnd: 'LU',
  timeStart: 345,
  timeEnd: 870,
  activities: [
    {
      block: 'M101',
      description: 'KLARGÖRING',
      trip: null,
      positionStart: 'M',
      positionEnd: 'M',
      timeStart: 345,
      timeEnd: 360,
    },
    {
      block: 'M101',
      description: 'M–LU',
      trip: 1053,
      positionStart: 'M',
      positionEnd: 'LU',
      timeStart: 360,
      timeEnd: 392,
    },
  ],
};

describe('a calendar duty', () => {
  it('is read as a duty from the spec’s fields alone, without a dutyId', async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    server.use(
      http.get('*/mock/staff/roster/calendar', () =>
        HttpResponse.json({
          employeeName: 'Anna Lindqvist',
          employeeNumber: 20001,
          duties: [specDuty],
        }),
      ),
    );
    const calendar = await getCalendar({
      districtId: 4,
      employeeNumber: '20001',
      from: '2026-11-09',
      to: '2026-12-13',
    });
    expect(calendar.duties[0]).toEqual({
      dutyId: null,
      districtId: null,
      dutyDate: '2026-11-23',
      dutyName: 'M101',
      positionStart: 'M',
      positionEnd: 'LU',
      // Not in a calendar duty (spec 1 §3): empty, and the dialog shows the positions.
      startLocation: '',
      endLocation: '',
      timeStart: 345,
      timeEnd: 870,
      employeeName: '',
      employeeNumber: '',
      activities: [
        { ...specDuty.activities[0], trip: '' },
        { ...specDuty.activities[1], trip: '1053' },
      ],
      tripsInfo: [],
    });
  });

  it('keeps the id and district a server sends, for staff/duty and trip info', async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    server.use(
      http.get('*/mock/staff/roster/calendar', () =>
        HttpResponse.json({ duties: [{ ...specDuty, dutyId: 77, districtId: 4 }] }),
      ),
    );
    const calendar = await getCalendar({
      districtId: 4,
      employeeNumber: '20001',
      from: '2026-11-09',
      to: '2026-12-13',
    });
    expect(calendar.duties[0]).toMatchObject({ dutyId: 77, districtId: 4, dutyDate: '2026-11-23' });
  });
});
