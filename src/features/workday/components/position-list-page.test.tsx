import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoToken } from '@/test/tokens';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { renderApp } from '@/test/render-app';

/**
 * The position list opened between 00:00 and 03:00 in Stockholm: its default time (now − 3 h)
 * falls late the evening before. The clock is fixed in Stockholm while the tests run in New York
 * (vite.config.ts); only the Date is faked, timers run as they do.
 */
afterEach(() => vi.useRealTimers());

/** A position with the spec's fields only (spec 1 §3): its times are those of its trip. */
const position = (block: string, tripDate: string, timeStart: number, timeEnd: number) => ({
  block,
  description: 'M–LU',
  districtId: 4,
  tripDate: `${tripDate}T00:00:00`,
  workTitle: 'Lokförare',
  employee: { name: `Förare ${block}`, employeeNumber: 20001 },
  tripsInfo: [{ trip: 1053, startStation: 'M', endStation: 'LU', timeStart, timeEnd }],
});

describe('position list after midnight', { timeout: 30_000 }, () => {
  it('at 01:30 shows the evening’s running duties and today’s that start after midnight', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 01:30 in Stockholm on Monday 23 November 2026 (CET, UTC+1).
    vi.setSystemTime(Date.parse('2026-11-23T00:30:00Z'));
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/mock/staff/roster/position', ({ request }) => {
        const day = new URL(request.url).searchParams.get('dutyDate');
        asked.push(day);
        if (day === '2026-11-22')
          return HttpResponse.json([
            position('dag', day, 480, 960),
            position('kväll', day, 840, 1410),
          ]);
        if (day === '2026-11-23') return HttpResponse.json([position('tidig', day, 240, 720)]);
        return HttpResponse.json([position('natt', day ?? '', 1290, 1590)]);
      }),
    );
    renderApp('/workday/positionlist', { user: 'driver' });
    await screen.findByText('Visar 2 av 2 positioner', undefined, { timeout: 15_000 });
    expect((screen.getByRole('textbox', { name: 'Tid' }) as HTMLInputElement).value).toBe('22:30');
    expect((screen.getByRole('textbox', { name: 'Datum' }) as HTMLInputElement).value).toBe(
      '2026-11-22',
    );
    expect(asked.sort()).toEqual(['2026-11-22', '2026-11-23']);
    const table = screen.getByRole('region', { name: 'Positioner' });
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 0)
      .map((row) => [
        within(row).getAllByRole('cell')[0]!.textContent,
        within(row).getAllByRole('cell')[6]!.textContent,
      ]);
    expect(rows).toEqual([
      ['kväll', '14:00'],
      ['tidig', '04:00 (+1)'],
    ]);
  });
});

describe('position list without access in the district', { timeout: 30_000 }, () => {
  const notice = 'Du saknar behörighet till positionslistan i det valda distriktet.';

  it('says so plainly, and asks nothing, where the token holds no roster access there', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/mock/staff/roster/position', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json([]);
      }),
    );
    // ROSTER_OWN in Skåne (4) only; the current district is Östergötland (5).
    const token = demoToken('driver', {
      access: [
        { name: 'ROSTER_OWN', districts: [4] },
        { name: 'DOC_TOREAD', districts: [4, 5] },
      ],
    });
    renderApp('/workday/positionlist', { token, districtId: 5 });
    expect(await screen.findByText(notice, undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('gives the server’s 403 the same notice instead of the raw error', async () => {
    server.use(
      http.get('*/mock/staff/roster/position', () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    renderApp('/workday/positionlist', { user: 'driver' });
    expect(await screen.findByText(notice, undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Försök igen' })).toBeNull();
  });
});
