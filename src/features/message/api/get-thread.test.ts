import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { serverDateTime } from '../../../../mocks/lib/body';
import { useSessionStore } from '@/stores/session';
import { addDaysToKey, stockholmWallTime, toDateKey } from '@/lib/time/stockholm';
import { demoToken } from '@/test/tokens';
import { getThread } from './get-thread';
import { messageSchema } from './schemas';

const wire = (day: string, hour: number) => serverDateTime(stockholmWallTime(day, hour * 60));

interface Sent {
  ID: number;
  ParentID: number;
  Created: string;
  ValidTo: string;
}

const sent = (ID: number, ParentID: number, created: string, validTo: string) => ({
  ID,
  ParentID,
  DistrictID: 4,
  Subject: 'Banarbete',
  Body: `Meddelande ${ID}`,
  To: [1],
  Created: created,
  ValidFrom: created,
  ValidTo: validTo,
});

/**
 * A thread begun three days ago whose updates came on later days. Like the msg host, the list of
 * a day holds the messages created by the end of that day.
 */
describe('getThread: a thread over several days', () => {
  it('reads each day that adds messages and shows the whole thread, oldest first', async () => {
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    const today = toDateKey();
    const day = (n: number) => addDaysToKey(today, n);
    const all = [
      sent(50, 1, wire(day(-3), 9), wire(day(-2), 12)),
      sent(61, 50, wire(day(-2), 10), wire(day(0), 20)),
      sent(70, 50, wire(day(0), 0), wire(day(0), 22)),
      // Another thread of the same days.
      sent(71, 1, wire(day(0), 0), wire(day(0), 22)),
    ];
    const asked: string[] = [];
    server.use(
      http.get('*/message/filter', ({ request }) => {
        const filter = JSON.parse(new URL(request.url).searchParams.get('filter')!) as {
          date: string;
          districts: number[];
          showinactive: boolean;
        };
        const listed = filter.date.slice(0, 10);
        asked.push(listed);
        expect(filter).toMatchObject({ districts: [4], showinactive: true });
        return HttpResponse.json(all.filter((m) => m.Created.slice(0, 10) <= listed));
      }),
    );
    const opened = messageSchema.parse(all[0]);
    const thread = await getThread(opened);
    expect(thread.map((m) => m.ID)).toEqual([50, 61, 70]);
    expect(asked).toEqual([day(-3), day(-2), today]);
  });

  it('reads the day the thread ended, then the later days back from today', async () => {
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    const today = toDateKey();
    const day = addDaysToKey(today, -5);
    const root = { ID: 80, ParentID: 1, DistrictID: 5, Subject: 'Växelfel', Body: '', To: [7] };
    const messages = [
      { ...root, Created: wire(day, 8), ValidFrom: wire(day, 8), ValidTo: wire(day, 11) },
      { ...root, ID: 81, ParentID: 80, Created: wire(day, 9), ValidTo: wire(day, 12) },
    ];
    const asked: string[] = [];
    server.use(
      http.get('*/message/filter', ({ request }) => {
        const filter = JSON.parse(new URL(request.url).searchParams.get('filter')!) as {
          date: string;
        };
        asked.push(filter.date.slice(0, 10));
        // Like the msg host, only the day the thread is valid into lists it.
        return HttpResponse.json(filter.date.startsWith(day) ? messages : []);
      }),
    );
    const thread = await getThread(messageSchema.parse(messages[1]));
    expect(thread.map((m) => m.ID)).toEqual([80, 81]);
    // No list after it holds the thread: no update came later.
    expect(asked).toEqual([day, ...[0, -1, -2, -3, -4].map((n) => addDaysToKey(today, n))]);
  });
});

/**
 * Answers msg/message/filter as the msg host does: a day lists a thread when the messages created
 * by the end of that day are valid into it, and then lists those messages. Returns the days asked.
 */
function listLikeTheHost(all: readonly Sent[]): string[] {
  const asked: string[] = [];
  server.use(
    http.get('*/message/filter', ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter')!) as {
        date: string;
      };
      const day = filter.date.slice(0, 10);
      asked.push(day);
      const created = all.filter((m) => m.Created.slice(0, 10) <= day);
      const listed = created.some((m) => m.ValidTo.slice(0, 10) >= day);
      return HttpResponse.json(listed ? created : []);
    }),
  );
  return asked;
}

afterEach(() => {
  vi.useRealTimers();
});

/** Updates created on a later day than the messages the thread view already knows of. */
describe('getThread: updates of later days', () => {
  it('finds an update created today of a thread that was valid 09–12 yesterday', async () => {
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    const today = toDateKey();
    const yesterday = addDaysToKey(today, -1);
    const all = [
      sent(90, 1, wire(yesterday, 9), wire(yesterday, 12)),
      sent(91, 90, wire(today, 0), wire(today, 23)),
    ];
    const asked = listLikeTheHost(all);
    const thread = await getThread(messageSchema.parse(all[0]));
    expect(thread.map((m) => m.ID)).toEqual([90, 91]);
    expect(asked).toEqual([yesterday, today]);
  });

  it('finds an update valid only on a day between the end of the thread and today', async () => {
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    const day = (n: number) => addDaysToKey(toDateKey(), n);
    const all = [
      sent(100, 1, wire(day(-4), 9), wire(day(-4), 12)),
      sent(101, 100, wire(day(-2), 8), wire(day(-2), 11)),
    ];
    const asked = listLikeTheHost(all);
    const thread = await getThread(messageSchema.parse(all[0]));
    expect(thread.map((m) => m.ID)).toEqual([100, 101]);
    // Today's first; without the thread there, every day between (at once).
    expect(asked).toEqual([day(-4), day(0), day(-1), day(-2), day(-3)]);
  });

  it('reads at most ten lists for a thread that ended long ago', async () => {
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    const today = toDateKey();
    const long = addDaysToKey(today, -40);
    const all = [sent(110, 1, wire(long, 9), wire(long, 12))];
    const asked = listLikeTheHost(all);
    const thread = await getThread(messageSchema.parse(all[0]));
    expect(thread.map((m) => m.ID)).toEqual([110]);
    expect(asked).toEqual([long, ...Array.from({ length: 9 }, (_, i) => addDaysToKey(today, -i))]);
  });

  it("takes today as Stockholm's date, also where it is still yesterday", async () => {
    // 00:30 in Stockholm is 18:30 the evening before in New York (the zone the tests run in).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(stockholmWallTime('2026-03-06', 30));
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    const all = [
      sent(120, 1, wire('2026-03-05', 9), wire('2026-03-05', 12)),
      sent(121, 120, wire('2026-03-06', 0), wire('2026-03-06', 3)),
    ];
    const asked = listLikeTheHost(all);
    const thread = await getThread(messageSchema.parse(all[0]));
    expect(thread.map((m) => m.ID)).toEqual([120, 121]);
    expect(asked).toEqual(['2026-03-05', '2026-03-06']);
  });
});
