import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { NULL_DATE } from '@/lib/time/stockholm';
import { dutySigninSchema } from '../api/signin-schema';
import { signinsQuery } from '../api/get-duty-signins';
import { toRow, type SigninList } from '../lib/signin-rows';
import { SigninSync } from './signin-sync';

const DAY = '2026-03-10';

/** A sign-in as the hub pushes it and the staff host sends it. */
const wire = (dutyId: number, updateId: number, timestampIn = NULL_DATE, districtId = 4) => ({
  checkInId: null,
  districtId,
  dutyDate: `${DAY}T00:00:00`,
  dutyId,
  dutyName: `T${dutyId}`,
  startLocation: 'Malmö C',
  timeStart: 480,
  timeEnd: 960,
  timestampIn,
  timestampOut: NULL_DATE,
  employee: null,
  tripsInfo: [],
  updateId,
});
const row = (...args: Parameters<typeof wire>) => toRow(dutySigninSchema.parse(wire(...args)));

function setup(list?: SigninList) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = signinsQuery(4, DAY).queryKey;
  if (list) queryClient.setQueryData(key, list);
  const sync = new SigninSync(queryClient);
  sync.setTarget(4, DAY);
  const updates = vi.fn();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') updates();
  });
  return { queryClient, sync, updates, read: () => queryClient.getQueryData(key) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SigninSync', () => {
  it('applies a burst of pushed events together, once, after the batch interval', () => {
    vi.useFakeTimers();
    const { sync, updates, read } = setup({
      dateKey: DAY,
      rows: [row(1, 10), row(2, 11)],
      syncedCursor: 11,
    });
    sync.applyEvent(wire(1, 20, `${DAY}T07:55:00`));
    sync.applyEvent(wire(3, 21));
    sync.applyEvent(wire(9, 22, NULL_DATE, 5)); // another district: ignored
    sync.applyEvent({ nonsense: true }); // not a sign-in: ignored
    expect(updates).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(updates).toHaveBeenCalledTimes(1);
    expect(read()!.rows.map((r) => [r.dutyId, r.updateId])).toEqual([
      [1, 20],
      [2, 11],
      [3, 21],
    ]);
    expect(read()!.rows[0]!.timestampIn).toBeInstanceOf(Date);
  });

  it('an older state pushed late does not replace a newer one', () => {
    vi.useFakeTimers();
    const { sync, read } = setup({ dateKey: DAY, rows: [row(1, 30)], syncedCursor: 30 });
    sync.applyEvent(wire(1, 25, `${DAY}T07:55:00`));
    vi.advanceTimersByTime(50);
    expect(read()!.rows[0]!.updateId).toBe(30);
    expect(read()!.rows[0]!.timestampIn).toBeNull();
  });

  it('keeps events that arrive before the list has loaded and applies them once it has', () => {
    vi.useFakeTimers();
    const { queryClient, sync, read } = setup();
    sync.applyEvent(wire(2, 40, `${DAY}T08:00:00`));
    vi.advanceTimersByTime(50);
    expect(read()).toBeUndefined();
    queryClient.setQueryData(signinsQuery(4, DAY).queryKey, {
      dateKey: DAY,
      rows: [row(1, 5), row(2, 6)],
      syncedCursor: 6,
    });
    sync.flush();
    expect(read()!.rows.find((r) => r.dutyId === 2)).toMatchObject({ updateId: 40 });
  });

  it('catches up from the cursor of the last answer (lastUpdateId) and moves the cursor', async () => {
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    const asked: string[] = [];
    server.use(
      http.get('*/mock/staff/overview/dutysignins', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('date')} ${url.searchParams.get('lastUpdateId')}`);
        return HttpResponse.json(
          url.searchParams.get('date') === DAY ? [wire(2, 77, `${DAY}T08:01:00`)] : [],
        );
      }),
    );
    const { sync, read } = setup({ dateKey: DAY, rows: [row(1, 5), row(2, 6)], syncedCursor: 50 });
    await sync.catchUp();
    expect(asked.sort()).toEqual(['2026-03-09 50', `${DAY} 50`]);
    expect(read()!.syncedCursor).toBe(77);
    expect(read()!.rows.find((r) => r.dutyId === 2)!.timestampIn).toBeInstanceOf(Date);
    sync.dispose();
  });

  it('from 20:00 keeps the next day’s first duties live too, pushed and caught up', async () => {
    vi.useFakeTimers();
    const next = '2026-03-11';
    const tomorrow = (dutyId: number, updateId: number, timeStart: number) => ({
      ...wire(dutyId, updateId, `${next}T00:31:00`),
      dutyDate: `${next}T00:00:00`,
      timeStart,
    });
    const queryClient = new QueryClient();
    const key = signinsQuery(4, DAY, true).queryKey;
    queryClient.setQueryData(key, { dateKey: DAY, rows: [row(1, 5)], syncedCursor: 5 });
    const sync = new SigninSync(queryClient);
    sync.setTarget(4, DAY, true);
    sync.applyEvent(tomorrow(2, 6, 30)); // starts 00:30 tomorrow: in the list
    sync.applyEvent(tomorrow(3, 7, 600)); // starts 10:00 tomorrow: beyond every frame
    vi.advanceTimersByTime(50);
    vi.useRealTimers();
    const read = () => queryClient.getQueryData<SigninList>(key)!;
    expect(read().rows.map((r) => r.dutyId)).toEqual([1, 2]);

    useSessionStore.getState().signIn(demoToken('dispatcher'));
    const asked: string[] = [];
    server.use(
      http.get('*/mock/staff/overview/dutysignins', ({ request }) => {
        const date = new URL(request.url).searchParams.get('date');
        asked.push(date!);
        return HttpResponse.json(date === next ? [tomorrow(4, 9, 120)] : []);
      }),
    );
    await sync.catchUp();
    expect(asked.sort()).toEqual(['2026-03-09', DAY, next]);
    expect(read().rows.map((r) => r.dutyId)).toEqual([1, 2, 4]);
    sync.dispose();
  });
});
