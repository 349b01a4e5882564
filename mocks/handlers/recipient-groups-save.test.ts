import { describe, expect, it } from 'vitest';
import { callerFor } from '../test/call';

/** What a group save through many calls relies on: duplicates refused, failures per call. */

const call = callerFor('http://localhost/mock/msg');
const root = callerFor('http://localhost/mock');
const control = (body: unknown) => root('/__control', { method: 'POST', who: null, body });

const external = { Name: 'Nobina jour', Mail: 'jour@nobina.se', Phone: '0701234567' };

describe('msg group recipients: duplicates', () => {
  it('answers 400 to an external recipient the group already holds', async () => {
    const body = { ...external, RecipientGroupID: 1 };
    expect((await call('/GroupExternalRecipient', { method: 'POST', body })).status).toBe(200);
    const again = await call('/GroupExternalRecipient', {
      method: 'POST',
      body: { ...body, Name: 'NOBINA JOUR', Phone: '46701234567' },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'Mottagaren finns redan i gruppen' });
    // Another group may hold the same recipient.
    const other = { ...body, RecipientGroupID: 2 };
    expect((await call('/GroupExternalRecipient', { method: 'POST', body: other })).status).toBe(
      200,
    );
  });

  it('answers 400 to a district, role or duty site the group already holds', async () => {
    for (const [path, body] of [
      ['/GroupDistrictRecipient', { DistrictID: 4 }],
      ['/GroupRoleRecipient', { RoleID: 1 }],
      ['/GroupDutySiteRecipient', { DutySiteID: 100 }],
    ] as const) {
      const full = { ...body, RecipientGroupID: 5 };
      const first = await call(path, { method: 'POST', body: full });
      expect([200, 400]).toContain(first.status);
      expect((await call(path, { method: 'POST', body: full })).status).toBe(400);
    }
  });
});

describe('mock failure injection per call', () => {
  it('fails the chosen call once, after letting the first ones pass', async () => {
    await control({
      failCalls: [{ method: 'POST', path: '/GroupExternalRecipient', after: 1, status: 500 }],
    });
    const post = (name: string) =>
      call('/GroupExternalRecipient', {
        method: 'POST',
        body: { ...external, Name: name, RecipientGroupID: 1 },
      });
    expect((await post('Först')).status).toBe(200);
    const failed = await post('Sedan');
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { message: string }).message).toMatch(/Simulerat fel/);
    expect((await post('Sedan')).status).toBe(200);
    expect((await call('/RecipientGroup/1')).status).toBe(200);
  });

  it('matches one path segment with * and any method with *', async () => {
    await control({ failCalls: [{ method: '*', path: '/recipientgroup/*', times: 2 }] });
    expect((await call('/RecipientGroup')).status).toBe(200);
    expect((await call('/RecipientGroup/1')).status).toBe(503);
    expect((await call('/RecipientGroup/2', { method: 'DELETE' })).status).toBe(503);
    expect((await call('/RecipientGroup/2')).status).toBe(200);
  });

  it('shows and clears the rules through the control endpoint', async () => {
    const set = await control({ failCalls: [{ method: 'put', path: '/RecipientGroup/*' }] });
    expect(((await set.json()) as { failCalls: unknown }).failCalls).toEqual([
      { method: 'PUT', path: '/RecipientGroup/*', status: 503, after: 0, times: 1 },
    ]);
    await control({ failCalls: [] });
    const group = (await (await call('/RecipientGroup/1')).json()) as Record<string, unknown>;
    expect((await call('/RecipientGroup/1', { method: 'PUT', body: group })).status).toBe(200);
  });
});
