import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../api/schemas';
import type { ListFilter } from '../api/message-keys';
import type { GroupSendBody } from '../api/send-group-message';
import { findSentGroupMessage, sendDays } from './find-sent';

const listed: { current: Partial<Message>[] } = { current: [] };
const asked: ListFilter[] = [];
vi.mock('../api/get-messages', () => ({
  getMessages: (filter: ListFilter) => {
    asked.push(filter);
    return Promise.resolve(listed.current);
  },
}));

const since = Date.parse('2026-11-25T09:00:00Z');
const update: GroupSendBody = {
  systemId: 2,
  parentID: 40,
  subject: 'Signalfel Lund C',
  body: 'Tåg 1053 står vid Lund C. Prognos 20 min.',
  readReceipt: false,
  html: false,
  customData: [{ key: 'districtId', value: 4 }],
  to: [7, 3],
  validFrom: '2026-11-25T10:00:00',
  validTo: '2026-11-25T13:00:00',
};
/** The stored message that `update` would make, sent a minute after the attempt began. */
const stored = (changes: Partial<Message> = {}): Partial<Message> => ({
  ID: 41,
  ParentID: 40,
  DistrictID: 4,
  SenderUserID: 'karin.sjoberg',
  Subject: update.subject,
  Body: update.body,
  To: [3, 7],
  Created: new Date(since + 60_000),
  ...changes,
});
const find = () => findSentGroupMessage(since, update, 'karin.sjoberg');

describe('findSentGroupMessage: did the unanswered send arrive?', () => {
  beforeEach(() => {
    listed.current = [];
    asked.length = 0;
  });

  it('reads the list of its district for the day the attempt began', async () => {
    await find();
    expect(asked[0]).toEqual({ day: '2026-11-25', showInactive: true, districts: [4] });
  });

  it('yes, when the list holds this sender’s message with its subject, body and groups', async () => {
    listed.current = [stored()];
    await expect(find()).resolves.toBe(true);
  });

  it('no, for an earlier update in the thread with the same subject but another text', async () => {
    // The user's new text would be thrown away as "already sent" if the subject alone counted.
    listed.current = [stored({ Body: 'Tåg 1053 står vid Lund C. Prognos 10 min.' })];
    await expect(find()).resolves.toBe(false);
  });

  it('no, for the same text to other recipient groups', async () => {
    listed.current = [stored({ To: [3] })];
    await expect(find()).resolves.toBe(false);
  });

  it('no, for another sender, another thread or one made long before the attempt', async () => {
    listed.current = [
      stored({ SenderUserID: 'anna.lindqvist' }),
      stored({ ParentID: 12 }),
      stored({ Created: new Date(since - 60 * 60_000) }),
      stored({ DistrictID: 5 }),
    ];
    await expect(find()).resolves.toBe(false);
  });
});

describe('sendDays: the lists that may hold the message', () => {
  it('the day of the attempt, today after midnight, and the first day of a planned validity', () => {
    const late = Date.parse('2026-11-25T22:59:00Z'); // 23:59 in Stockholm
    const planned = { ...update, validFrom: '2026-11-27T06:00:00' };
    expect(sendDays(late, planned, late + 2 * 60_000)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(sendDays(since, update, since + 60_000)).toEqual(['2026-11-25']);
  });
});
