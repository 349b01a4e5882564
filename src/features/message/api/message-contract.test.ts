import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests } from '@/test/seen-requests';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { getRecipientGroups } from '@/lib/resources/recipient-groups/get-recipient-groups';
import { toDateKey } from '@/lib/time/stockholm';
import { getMessages } from './get-messages';
import { getMessage } from './get-message';
import { sendGroupMessage, type GroupSendBody } from './send-group-message';
import { sendInternalMessage } from './send-internal-message';

/** The HTTP contract of the traffic-message calls (spec 2 §7): methods, paths, queries, bodies. */

const seen = recordRequests();
const { calls, bodies } = seen;

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('dispatcher'));
});

describe('traffic-message calls', () => {
  it('GET msg/message/filter: showinactive, the day fixed to noon and the districts, as JSON', async () => {
    await getMessages({ day: '2026-03-04', showInactive: false, districts: [4, 5] });
    expect(seen.list.map((s) => [s.method, s.path])).toEqual([['GET', '/mock/msg/message/filter']]);
    expect(JSON.parse(seen.list[0]!.query.filter!)).toEqual({
      showinactive: false,
      date: '2026-03-04T12:00:00',
      districts: [4, 5],
    });
  });

  it('GET msg/Recipientgroup without parameters, GET msg/message/{id}', async () => {
    // Today's list in Skåne always holds a thread (the demo data's running one).
    const [first] = await getMessages({ day: toDateKey(), showInactive: true, districts: [4] });
    seen.reset();
    await getRecipientGroups();
    await getMessage(first!.ID);
    expect(calls()).toEqual(['GET /mock/msg/Recipientgroup', `GET /mock/msg/message/${first!.ID}`]);
  });

  it('POST msg/message/Group and msg/message/Internal with the spec’s bodies, nothing more', async () => {
    const group: GroupSendBody = {
      systemId: 2,
      parentID: 1,
      subject: 'Signalfel Lund C',
      body: 'Tågen står.',
      readReceipt: true,
      html: false,
      customData: [
        { key: 'districtId', value: 4 },
        { key: 'trips', value: [1053, 1055] },
      ],
      to: [1],
      validFrom: '2030-03-04T10:00:00+01:00',
      validTo: '2030-03-04T13:00:00+01:00',
    };
    const internal = { systemId: 2, subject: 'Ring TL', body: '', to: ['20001'] };
    await sendGroupMessage(group);
    await sendInternalMessage(internal);
    expect(calls()).toEqual(['POST /mock/msg/message/Group', 'POST /mock/msg/message/Internal']);
    expect(await bodies()).toEqual([group, internal]);
  });
});
