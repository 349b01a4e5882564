import { describe, expect, it } from 'vitest';
import { blocksSending, buildGroupSend, formProblems } from './build-send';
import { emptyForm } from './message-form';

describe('buildGroupSend', () => {
  it("sends the spec's body and nothing more (spec 2 §7, POST msg/message/Group)", () => {
    const form = { ...emptyForm(Date.UTC(2026, 2, 4, 9), 4), groupIds: [1], subject: 'Signalfel' };
    const built = buildGroupSend(form, { parentId: 1, channels: new Set() });
    expect(Object.keys(built!.body).sort()).toEqual(
      [
        'body',
        'customData',
        'html',
        'parentID',
        'readReceipt',
        'subject',
        'systemId',
        'to',
        'validFrom',
        'validTo',
      ].sort(),
    );
    expect(built!.body).toMatchObject({ systemId: 2, parentID: 1, subject: 'Signalfel', to: [1] });
  });

  it('when the event began is optional, but a date without a time (or a bad time) stops sending', () => {
    const form = { ...emptyForm(Date.UTC(2026, 2, 4, 9), 4), groupIds: [1], subject: 'Signalfel' };
    for (const dateTimeFrom of ['', '2026-03-04T0945']) {
      expect(formProblems({ ...form, dateTimeFrom }).dateTimeFrom).toBeUndefined();
    }
    for (const dateTimeFrom of ['2026-03-04T', 'T09:45', '2026-03-04T9:4']) {
      const withBegan = { ...form, dateTimeFrom };
      const problems = formProblems(withBegan);
      expect(problems.dateTimeFrom).toBe(true);
      expect(blocksSending(withBegan, problems)).toBe(true);
    }
    const built = buildGroupSend(
      { ...form, dateTimeFrom: '2026-03-04T0945' },
      {
        parentId: 1,
        channels: new Set(),
      },
    );
    expect(built!.body.customData).toContainEqual({
      key: 'dateTimeFrom',
      value: '2026-03-04T09:45:00+01:00',
    });
  });
});
