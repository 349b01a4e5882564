import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { sendGroupMessage, type GroupSendBody } from './send-group-message';
import { sendInternalMessage } from './send-internal-message';
import { mayHaveArrived } from '../lib/send-exactly-once';

const groupBody: GroupSendBody = {
  systemId: 2,
  parentID: 1,
  subject: 'Signalfel Lund C',
  body: '',
  readReceipt: false,
  html: false,
  customData: [],
  to: [1],
  validFrom: '2026-03-04T10:00:00+01:00',
  validTo: '2026-03-04T13:00:00+01:00',
};

/** The msg host answers the next send with `reply`. */
function answerSends(reply: () => Response) {
  server.use(http.post('*/message/:kind', () => reply()));
}

// The spec gives no response shape for sends: whatever a 200 carries, the message was sent.
const sentAnswers: [string, () => Response][] = [
  ['200 with an empty body', () => new HttpResponse('', { status: 200 })],
  ['200 with `true`', () => HttpResponse.json(true)],
  ['200 with a bare id', () => HttpResponse.json(4711)],
  [
    '200 with the full message',
    () => HttpResponse.json({ ID: 4711, ParentID: 1, DistrictID: 4, Subject: 'Signalfel Lund C' }),
  ],
  ['200 with a plain-text body', () => new HttpResponse('OK', { status: 200 })],
  ['200 with an HTML body', () => HttpResponse.html('<p>OK</p>')],
  ['200 without a body', () => new HttpResponse(null, { status: 200 })],
];

// Spec 2 §7: "An answer to a send with status other than 200 is shown as an error." A 2xx and a
// gateway's answer may still have made the message: it is looked for before a resend (the portal's
// choice); any other status is the server's no.
const errorAnswers: [number, () => Response, boolean][] = [
  [201, () => new HttpResponse('4711', { status: 201 }), true],
  [204, () => new HttpResponse(null, { status: 204 }), true],
  [502, () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }), true],
  [503, () => new HttpResponse('<html>Unavailable</html>', { status: 503 }), true],
  [504, () => new HttpResponse('<html>Gateway Timeout</html>', { status: 504 }), true],
  [500, () => HttpResponse.json({ message: 'Serverfel' }, { status: 500 }), false],
];

describe('message sends: what counts as sent', () => {
  it.each(sentAnswers)('a %s is sent (group and internal)', async (_, reply) => {
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    answerSends(reply);
    await expect(sendGroupMessage(groupBody)).resolves.toBeUndefined();
    await expect(
      sendInternalMessage({ systemId: 2, subject: 'Hej', body: '', to: ['u1'] }),
    ).resolves.toBeUndefined();
  });

  it.each(errorAnswers)(
    'a %i is an error that keeps its status (group and internal); may it have arrived: %s',
    async (status, reply, unknown) => {
      useSessionStore.getState().signIn(demoToken('dispatcher'));
      answerSends(reply);
      const group = await sendGroupMessage(groupBody).catch((e: unknown) => e);
      expect(group).toMatchObject({ status });
      expect(mayHaveArrived(group)).toBe(unknown);
      await expect(
        sendInternalMessage({ systemId: 2, subject: 'Hej', body: '', to: ['u1'] }),
      ).rejects.toMatchObject({ status });
    },
  );
});
