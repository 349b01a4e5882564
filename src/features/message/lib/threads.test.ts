import { describe, expect, it } from 'vitest';
import type { Message, RecipientGroup } from '../api/schemas';
import { buildThreads, channelsOf } from './threads';
import { openPanels } from './panels';

const at = (iso: string) => new Date(iso);

function message(over: Partial<Message>): Message {
  return {
    ID: 1,
    ParentID: 1,
    DistrictID: 4,
    Subject: 'Signalfel',
    Body: '',
    Created: at('2026-03-04T08:00:00Z'),
    ValidFrom: at('2026-03-04T08:00:00Z'),
    ValidTo: at('2026-03-04T11:00:00Z'),
    Number: 7,
    To: [1],
    CustomData: [],
    UserRead: null,
    UserChecked: null,
    ReadReceipt: false,
    HTML: false,
    SystemID: 2,
    TypeID: 1,
    SenderUserID: 'u',
    ...over,
  };
}

describe('threads', () => {
  it('groups updates (ParentID above 1) under their root; validity spans the thread', () => {
    const threads = buildThreads([
      message({
        ID: 120,
        ParentID: 100,
        Created: at('2026-03-04T10:00:00Z'),
        To: [2],
        ValidTo: at('2026-03-04T15:00:00Z'),
      }),
      message({ ID: 100 }),
      message({
        ID: 110,
        ParentID: 100,
        Created: at('2026-03-04T09:00:00Z'),
        ValidFrom: at('2026-03-04T07:00:00Z'),
      }),
      message({ ID: 200, Subject: 'Växelfel', Number: 8 }),
      message({ ID: 300, ParentID: 999 }),
    ]);
    expect(threads.map((t) => t.id)).toEqual([100, 200]);
    const [first] = threads;
    expect(first!.updates.map((m) => m.ID)).toEqual([110, 120]);
    expect(first!.latest.ID).toBe(120);
    expect(first!.validFrom!.toISOString()).toBe('2026-03-04T07:00:00.000Z');
    expect(first!.validTo!.toISOString()).toBe('2026-03-04T15:00:00.000Z');
    expect(first!.groupIds).toEqual([1, 2]);
  });

  it('a thread with a message without an end has no end (it is not inactive)', () => {
    const [thread] = buildThreads([
      message({ ID: 100, ValidTo: at('2026-03-04T11:00:00Z') }),
      message({ ID: 110, ParentID: 100, ValidTo: null }),
    ]);
    expect(thread!.validTo).toBeNull();
    const [closed] = buildThreads([message({ ID: 100, ValidTo: at('2026-03-04T11:00:00Z') })]);
    expect(closed!.validTo!.toISOString()).toBe('2026-03-04T11:00:00.000Z');
  });

  it('finds the channels of the chosen groups and opens panels unless the user chose', () => {
    const group = (
      ID: number,
      RecipientTypes: RecipientGroup['RecipientTypes'],
    ): RecipientGroup => ({
      ID,
      Name: `G${ID}`,
      DistrictID: 4,
      From: '',
      RecipientTypes,
    });
    const groups = new Map([
      [1, group(1, [2])],
      [2, group(2, [1, 3])],
    ]);
    const app = channelsOf([1], groups);
    expect([...app]).toEqual(['app']);
    expect(openPanels(app, {})).toEqual({ sms: false, email: false, app: true });
    expect(openPanels(channelsOf([1, 2], groups), { app: false, sms: true })).toEqual({
      sms: true,
      email: true,
      app: false,
    });
  });
});
