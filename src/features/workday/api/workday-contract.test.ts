import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { InvalidResponseError } from '@/lib/api/api-error';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { addDaysToKey, toDateKey } from '@/lib/time/stockholm';
import { calendarWeeks, weeksSpan } from '../lib/calendar-weeks';
import { getCalendar } from './get-calendar';
import { fromTime } from '../lib/position-rows';
import { defaultListTime } from '../lib/list-time';
import { loadPositionRows, positionRowsQuery } from './get-positions';
import { QueryClient } from '@tanstack/react-query';
import { recordRequests } from '@/test/seen-requests';

/** The HTTP contract of workday's calls (spec 1 §7, staff host): exact paths and queries. */

const seen = recordRequests();
/** The days of the position reads, in the order sent. */
const positionDays = () =>
  seen.list.filter((s) => s.path === '/mock/staff/roster/position').map((s) => s.query.dutyDate);

const today = toDateKey();
const yesterday = addDaysToKey(today, -1);
const signIn = () => useSessionStore.getState().signIn(demoToken('driver'));

/** A position with the spec's fields only (spec 1 §3): its times are in its trips. */
const position = ({
  times = [360, 840],
  ...over
}: Record<string, unknown> & { times?: [number, number] }) => ({
  block: 'M101',
  description: 'M–LU',
  districtId: 4,
  tripDate: `${today}T00:00:00`,
  workTitle: 'Lokförare',
  employee: { name: 'Anna Lindqvist', employeeNumber: 20001 },
  tripsInfo: [
    {
      trip: 1053,
      startStation: 'M',
      endStation: 'LU',
      timeStart: times[0],
      timeEnd: times[0] + 30,
    },
    {
      trip: 1054,
      startStation: 'LU',
      endStation: 'M',
      timeStart: times[1] - 30,
      timeEnd: times[1],
    },
  ],
  ...over,
});

describe('workday calls', () => {
  it('GET staff/roster/calendar: the employee’s five weeks with activities', async () => {
    signIn();
    const { from, to } = weeksSpan(calendarWeeks(today));
    const calendar = await getCalendar({ districtId: 4, employeeNumber: '20001', from, to });
    expect(seen.calls()).toEqual([
      `GET /mock/staff/roster/calendar?activities=true&districtId=4&employeenumber=20001&fromDate=${from}&toDate=${to}`,
    ]);
    expect(await seen.bodies()).toEqual(['']);
    expect(calendar.employeeName).toBe('Anna Lindqvist');
    expect(calendar.duties.length).toBe(35);
    expect(calendar.duties.some((d) => d.activities.length > 0)).toBe(true);
  });

  it('GET staff/roster/position with dutyDate and districtid: the day and the night before', async () => {
    signIn();
    server.use(
      http.get('*/mock/staff/roster/position', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('dutyDate') === today)
          return HttpResponse.json([position({ tripDate: '9999-12-31T00:00:00' })]);
        return HttpResponse.json([
          position({ block: 'day', times: [480, 960] }),
          position({ block: 'night', times: [1290, 1590] }),
          // The duty's own times, which some servers add, do not count: its trips end by 16:00.
          position({ block: 'own', times: [480, 960], timeStart: 1290, timeEnd: 1590 }),
        ]);
      }),
    );
    const rows = await loadPositionRows(4, today);
    expect(seen.calls().sort()).toEqual(
      [
        `GET /mock/staff/roster/position?dutyDate=${today}&districtid=4`,
        `GET /mock/staff/roster/position?dutyDate=${yesterday}&districtid=4`,
      ].sort(),
    );
    expect(rows.map((r) => [r.block, r.dutyDate, r.start, r.end])).toEqual([
      ['night', yesterday, -150, 150],
      ['M101', today, 360, 840],
    ]);
    expect(rows[1]!.tripDate).toBeNull();
    expect(rows[1]!.employeeNumber).toBe('20001');
    expect(rows[1]!.trips.map((t) => t.trip)).toEqual(['1053', '1054']);
  });

  it('keeps the day before’s night duties whose times are in their trips alone (spec 1 §3)', async () => {
    signIn();
    // Positions as the spec describes them: block, description, … and times only in tripsInfo.
    const untimed = (block: string, trips: [number, number][]) => ({
      block,
      description: 'M–LU',
      districtId: 4,
      tripDate: `${yesterday}T00:00:00`,
      workTitle: 'Lokförare',
      employee: { name: 'Anna Lindqvist', employeeNumber: 20001 },
      tripsInfo: trips.map(([timeStart, timeEnd], i) => ({
        trip: 1060 + i,
        startStation: 'M',
        endStation: 'LU',
        timeStart,
        timeEnd,
      })),
    });
    server.use(
      http.get('*/mock/staff/roster/position', ({ request }) => {
        if (new URL(request.url).searchParams.get('dutyDate') === today)
          return HttpResponse.json([]);
        return HttpResponse.json([
          untimed('evening', [[1020, 1200]]),
          untimed('night', [
            [1290, 1350],
            [1380, 1530],
          ]),
          // Trip times as numeric text: not judged before reading; the reader reads them.
          {
            ...untimed('text', []),
            tripsInfo: [{ trip: 1, timeStart: '1300', timeEnd: '1500' }],
          },
          // No trips: nothing says it reaches into today.
          { ...untimed('none', []), timeStart: 1300, timeEnd: 1500 },
        ]);
      }),
    );
    const rows = await loadPositionRows(4, today);
    expect(rows.map((r) => [r.block, r.dutyDate, r.start, r.end])).toEqual([
      ['night', yesterday, -150, 90],
      ['text', yesterday, -140, 60],
    ]);
  });

  it('late in the evening reads the next day’s positions instead of the day before’s night', async () => {
    signIn();
    server.use(
      http.get('*/mock/staff/roster/position', ({ request }) => {
        const day = new URL(request.url).searchParams.get('dutyDate');
        return HttpResponse.json(
          day === '2026-11-22'
            ? [
                position({ block: 'day', times: [480, 960] }),
                position({ block: 'evening', times: [840, 1410] }),
              ]
            : day === '2026-11-23'
              ? [position({ block: 'early', times: [240, 720] })]
              : [position({ block: 'night before', times: [1290, 1590] })],
        );
      }),
    );
    // 01:30 in Stockholm (CET) on 23 November: the default time is 22:30 the evening before.
    const time = defaultListTime(Date.parse('2026-11-23T00:30:00Z'));
    expect(time).toEqual({ date: '2026-11-22', minutes: 22 * 60 + 30 });
    const rows = await new QueryClient().fetchQuery(positionRowsQuery(4, time));
    expect(positionDays().sort()).toEqual(['2026-11-22', '2026-11-23']);
    expect(fromTime(rows, time.minutes).map((r) => [r.block, r.dutyDate, r.start, r.end])).toEqual([
      ['evening', '2026-11-22', 840, 1410],
      ['early', '2026-11-23', 1440 + 240, 1440 + 720],
    ]);
    // Earlier in the day: the day and the day before's night, two calls as before.
    seen.reset();
    await new QueryClient().fetchQuery(positionRowsQuery(4, { date: '2026-11-22', minutes: 1259 }));
    expect(positionDays().sort()).toEqual(['2026-11-21', '2026-11-22']);
  });

  it('makes an answer that is not a list an error, not a crash', async () => {
    signIn();
    server.use(http.get('*/mock/staff/roster/position', () => HttpResponse.json({ rows: [] })));
    await expect(loadPositionRows(4, today)).rejects.toBeInstanceOf(InvalidResponseError);
  });
});
