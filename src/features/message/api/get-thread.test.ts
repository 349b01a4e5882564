import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { serverDateTime } from '../../../../mocks/lib/body';
import { useSessionStore } from '@/stores/session';
import { addDaysToKey, stockholmWallTime, toDateKey } from '@/lib/time';
import { demoToken } from '@/test/tokens';
import { getThread } from './get-thread';
import { messageSchema } from './schemas';

const wire = (day: string, hour: number) => serverDateTime(stockholmWallTime(day, hour * 60));

/**
 * A thread begun three days ago whose updates came on later days. Like the msg host, the list of
 * a day holds the messages created by the end of that day.
 */
describe('getThread: a thread over several days', () => {
  it('reads each day that adds messages and shows the whole thread, oldest first', async () => {
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    const today = toDateKey();
    const day = (n: number) => addDaysToKey(today, n);
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
