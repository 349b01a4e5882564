import { describe, expect, it } from 'vitest';
import { callerFor } from '../test/call';
import { groupSendBody } from '../test/group-send';
import { toDateKey } from '../../src/lib/time/stockholm';

const call = callerFor('http://localhost/mock/msg');
const control = (body: unknown) => call('/__control', { method: 'POST', body, who: null });

async function listed(subject: string): Promise<number> {
  const filter = JSON.stringify({
    showinactive: true,
    date: `${toDateKey()}T12:00:00`,
    districts: [4],
  });
  const response = await call(`/message/filter?filter=${encodeURIComponent(filter)}`);
  const messages = (await response.json()) as { Subject: string }[];
  return messages.filter((m) => m.Subject === subject).length;
}

describe('msg sends: exactly once, failures on demand', () => {
  it('stores every send as a new message, as the real server does (no key in the spec body)', async () => {
    const body = groupSendBody({ clientKey: 'draft-key-1' });
    const first = await call('/message/Group', { method: 'POST', body, who: 'dispatcher' });
    const again = await call('/message/Group', { method: 'POST', body, who: 'dispatcher' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const a = (await first.json()) as { ID: number };
    const b = (await again.json()) as { ID: number };
    expect(b.ID).not.toBe(a.ID);
    // So the portal must never repeat a send blindly: it checks the list first.
    expect(await listed(body.subject)).toBe(2);
  });

  it('answers a queued failure, then sends normally again', async () => {
    await control({ failNext: { status: 500, message: 'Internt fel', count: 1 } });
    const body = groupSendBody();
    const failed = await call('/message/Group', { method: 'POST', body, who: 'dispatcher' });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Internt fel' });
    expect(await listed(body.subject)).toBe(0);
    const ok = await call('/message/Group', { method: 'POST', body, who: 'dispatcher' });
    expect(ok.status).toBe(200);
  });

  it('can store a send and lose its answer (the connection drops)', async () => {
    await control({ loseNextAnswers: 1 });
    const body = groupSendBody();
    await expect(
      call('/message/Group', { method: 'POST', body, who: 'dispatcher' }),
    ).rejects.toThrow();
    expect(await listed(body.subject)).toBe(1);
  });

  it('is slow on demand and resets', async () => {
    await control({ delayMs: 150 });
    const started = Date.now();
    await call('/message/Internal', {
      method: 'POST',
      body: { systemId: 2, subject: 'Hej', body: 'Ring mig', to: ['20001'] },
      who: 'dispatcher',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    const reset = await control({ reset: true });
    expect(await reset.json()).toEqual({ failures: [], delayMs: 0, loseAnswers: 0 });
  });
});
