import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
const KEY = signinsQuery(4, DAY).queryKey;

/** A sign-in of district 4 on DAY as the hub pushes it and the staff host sends it. */
const wire = (dutyId: number, updateId: number, timestampIn = NULL_DATE) => ({
  checkInId: null,
  districtId: 4,
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

/**
 * The staff host: answers DAY's list (or, with `lastUpdateId`, DAY's changes) and nothing for the
 * day before; `fail` makes the next catch-ups answer 503. Returns what was asked, as
 * "date lastUpdateId" for DAY only.
 */
function staffHost(answer: { list: unknown[]; changes: unknown[]; fail: number }) {
  const asked: string[] = [];
  server.use(
    http.get('*/mock/staff/overview/dutysignins', ({ request }) => {
      const url = new URL(request.url);
      const since = url.searchParams.get('lastUpdateId');
      if (url.searchParams.get('date') !== DAY) return HttpResponse.json([]);
      asked.push(since ?? 'list');
      if (since !== null && answer.fail > 0) {
        answer.fail -= 1;
        return new HttpResponse(null, { status: 503 });
      }
      return HttpResponse.json(since === null ? answer.list : answer.changes);
    }),
  );
  return asked;
}

function setup(list?: SigninList) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (list) queryClient.setQueryData(KEY, list);
  const sync = new SigninSync(queryClient);
  sync.setTarget(4, DAY);
  return { queryClient, sync, read: () => queryClient.getQueryData<SigninList>(KEY) };
}

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('dispatcher'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SigninSync catch-up', () => {
  it('moves the cursor only with the server’s answers, never with pushed events', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = staffHost({ list: [], changes: [], fail: 0 });
    const { sync, read } = setup({ dateKey: DAY, rows: [row(1, 5)], syncedCursor: 50 });
    // A push newer than the cursor: shown, but the changes before it may still be missing.
    sync.applyEvent(wire(1, 90, `${DAY}T08:00:00`));
    await vi.advanceTimersByTimeAsync(50);
    expect(read()!.rows[0]!.updateId).toBe(90);
    expect(read()!.syncedCursor).toBe(50);
    // A catch-up that finds nothing new keeps the cursor where it was.
    await sync.catchUp();
    await sync.catchUp();
    expect(asked).toEqual(['50', '50']);
    expect(read()!.syncedCursor).toBe(50);
    sync.dispose();
  });

  it('asks each catch-up from the cursor the previous one left (they run one after another)', async () => {
    const answer = { list: [], changes: [wire(2, 60, `${DAY}T08:01:00`)], fail: 0 };
    const asked = staffHost(answer);
    const { sync, read } = setup({ dateKey: DAY, rows: [row(1, 5), row(2, 6)], syncedCursor: 50 });
    const first = sync.catchUp();
    const second = sync.catchUp();
    await first;
    answer.changes = [wire(3, 70)];
    await second;
    expect(asked).toEqual(['50', '60']);
    expect(read()!.syncedCursor).toBe(70);
    expect(read()!.rows.map((r) => [r.dutyId, r.updateId])).toEqual([
      [1, 5],
      [2, 60],
      [3, 70],
    ]);
    sync.dispose();
  });

  it('retries a failed catch-up after 10 s from the same cursor, and not after dispose', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = { list: [], changes: [wire(2, 61)], fail: 1 };
    const asked = staffHost(answer);
    const { sync, read } = setup({ dateKey: DAY, rows: [row(1, 5)], syncedCursor: 50 });
    await sync.catchUp();
    expect(asked).toEqual(['50']);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(asked).toEqual(['50']);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(read()!.syncedCursor).toBe(61));
    expect(asked).toEqual(['50', '50']);

    answer.fail = 1;
    await sync.catchUp();
    expect(asked).toEqual(['50', '50', '61']);
    sync.dispose();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(asked).toEqual(['50', '50', '61']);
  });
});

describe('SigninSync before the list has loaded', () => {
  it('a catch-up loads the list first, then applies the events that waited for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = staffHost({ list: [wire(1, 5), wire(2, 6)], changes: [], fail: 0 });
    const { sync, read } = setup();
    sync.applyEvent(wire(2, 40, `${DAY}T08:00:00`));
    await vi.advanceTimersByTimeAsync(50);
    expect(read()).toBeUndefined();
    await sync.catchUp();
    expect(asked).toEqual(['list', '6']);
    expect(read()!.rows.map((r) => [r.dutyId, r.updateId])).toEqual([
      [1, 5],
      [2, 40],
    ]);
    expect(read()!.syncedCursor).toBe(6);
    sync.dispose();
  });

  it('events that waited for one district’s list never reach another district’s', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { queryClient, sync } = setup();
    sync.applyEvent(wire(2, 40, `${DAY}T08:00:00`));
    vi.advanceTimersByTime(50);
    // The dispatcher picks district 5 before district 4's list has come.
    sync.setTarget(5, DAY);
    const other = signinsQuery(5, DAY).queryKey;
    queryClient.setQueryData(other, { dateKey: DAY, rows: [], syncedCursor: 0 });
    sync.flush();
    expect(queryClient.getQueryData<SigninList>(other)!.rows).toEqual([]);
  });
});
