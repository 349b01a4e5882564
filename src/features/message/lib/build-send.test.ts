import { describe, expect, it } from 'vitest';
import { buildGroupSend } from './build-send';
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
});
