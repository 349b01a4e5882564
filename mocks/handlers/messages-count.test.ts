import { describe, expect, it } from 'vitest';
import { callerFor } from '../test/call';
import { groupSendBody } from '../test/group-send';

const call = callerFor('http://localhost/mock/msg');

async function counted(subject: string): Promise<number> {
  const answer = await call(`/__control/count?subject=${encodeURIComponent(subject)}`, {
    who: null,
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { count: number }).count;
}

const internal = (subject: string) =>
  call('/message/Internal', {
    method: 'POST',
    body: { systemId: 2, subject, body: 'Ring mig', to: ['20001'] },
    who: 'dispatcher',
  });

describe('GET /mock/msg/__control/count: the messages with a subject, internal ones too', () => {
  it('counts each internal send (no spec call lists them), by the exact subject', async () => {
    const subject = `Ring trafikledningen ${Math.random()}`;
    expect(await counted(subject)).toBe(0);
    expect((await internal(subject)).status).toBe(200);
    expect(await counted(subject)).toBe(1);
    expect((await internal(subject)).status).toBe(200);
    expect(await counted(subject)).toBe(2);
    expect(await counted(`${subject} `)).toBe(0);
  });

  it('counts group messages too, and asks for a subject', async () => {
    const subject = `Växelfel Hässleholm ${Math.random()}`;
    const sent = await call('/message/Group', {
      method: 'POST',
      who: 'dispatcher',
      body: groupSendBody({ subject }),
    });
    expect(sent.status).toBe(200);
    expect(await counted(subject)).toBe(1);
    expect((await call('/__control/count', { who: null })).status).toBe(400);
  });
});
