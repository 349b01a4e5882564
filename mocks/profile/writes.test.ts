import { beforeEach, describe, expect, it } from 'vitest';
import { callerFor } from '../test/call';
import { toDateKey } from '../../src/lib/time';
import { NULL_DATE } from '../../src/lib/time';

/** Writes in the `spec` profile: the work is done, the answer's shape rotates per call. */

const call = callerFor('http://localhost/mock');
const control = (body: unknown) => call('/__control', { method: 'POST', who: null, body });
const answer = async (r: Response) => ({ status: r.status, text: await r.text() });

const newGroup = (i: number) =>
  call('/msg/RecipientGroup', {
    method: 'POST',
    body: { DistrictID: 4, Name: `Rotationsgrupp ${i}`, From: 'trafik@example.se' },
  });
const groupsNamed = async () =>
  ((await (await call('/msg/RecipientGroup')).json()) as { ID: number; Name: string }[]).filter(
    (g) => g.Name.startsWith('Rotationsgrupp'),
  );

beforeEach(async () => {
  await control({ profile: 'spec' });
});

describe('spec profile writes', () => {
  it('a group create: 200 empty, true, bare id, full object, then 201 full and 201 empty', async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await answer(await newGroup(i)));
    const created = await groupsNamed();
    expect(created).toHaveLength(7);
    const ids = created.map((g) => g.ID);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 201, 201, 200]);
    expect(answers[0]!.text).toBe('');
    expect(answers[1]!.text).toBe('true');
    expect(answers[2]!.text).toBe(String(ids[2]));
    expect(JSON.parse(answers[3]!.text)).toMatchObject({ ID: ids[3], Name: 'Rotationsgrupp 3' });
    expect(JSON.parse(answers[4]!.text)).toMatchObject({ ID: ids[4], Name: 'Rotationsgrupp 4' });
    expect(answers[5]!.text).toBe('');
    expect(answers[6]!.text).toBe('');
  });

  it('a PUT and a delete add 204; rotationStart moves the first step', async () => {
    await control({ rotationStart: 4 });
    const [group] = (await (await call('/msg/RecipientGroup')).json()) as { ID: number }[];
    const put = await call(`/msg/RecipientGroup/${group!.ID}`, {
      method: 'PUT',
      body: { ID: group!.ID, DistrictID: 4, Name: 'Omdöpt', From: 'trafik@example.se' },
    });
    expect(await answer(put)).toEqual({ status: 204, text: '' });
    expect(await (await call(`/msg/RecipientGroup/${group!.ID}`)).json()).toMatchObject({
      Name: 'Omdöpt',
    });
    // A reset starts the count again (the namespace keeps its profile and rotationStart).
    await control({ reset: true });
    const removed = await call(`/msg/RecipientGroup/${group!.ID}`, { method: 'DELETE' });
    expect(await answer(removed)).toEqual({ status: 204, text: '' });
    expect((await call(`/msg/RecipientGroup/${group!.ID}`)).status).toBe(404);
  });

  it('message sends stay 200 in every step', async () => {
    const body = {
      systemId: 2,
      parentID: 1,
      subject: 'Växelfel',
      body: 'Ett spår avstängt.',
      readReceipt: false,
      html: false,
      customData: [{ key: 'districtId', value: 4 }],
      to: [1],
      validFrom: new Date().toISOString(),
      validTo: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const seen = [];
    for (let i = 0; i < 6; i++) {
      const r = await call('/msg/message/Group', { method: 'POST', body, who: 'dispatcher' });
      seen.push(await answer(r));
    }
    expect(seen.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(seen.map((a) => (a.text.startsWith('{') ? 'full' : a.text))).toEqual([
      '',
      'true',
      expect.stringMatching(/^\d+$/),
      'full',
      '',
      'true',
    ]);
  });

  it('a check-in answers the check-in’s id as its bare id, and is checked in', async () => {
    await control({ rotationStart: 2 });
    const list = async () =>
      (await (
        await call(`/staff/overview/dutysignins?date=${toDateKey()}&districtId=4`, {
          who: 'dispatcher',
        })
      ).json()) as {
        dutyId: number;
        checkInId: number | null;
        timestampIn: string;
        timeEnd: number;
        employee: { employeeNumber: string };
      }[];
    const duty = (await list()).find((r) => r.timestampIn === NULL_DATE && r.timeEnd !== 2160)!;
    const r = await call(
      `/staff/signin/checkin?dutyid=${duty.dutyId}&employeeNumber=${duty.employee.employeeNumber}`,
      { method: 'POST', who: 'dispatcher' },
    );
    const after = (await list()).find((s) => s.dutyId === duty.dutyId)!;
    expect(after.timestampIn).not.toBe(NULL_DATE);
    expect(await answer(r)).toEqual({ status: 200, text: String(after.checkInId) });
  });
});
