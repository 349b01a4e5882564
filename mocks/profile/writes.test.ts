// @vitest-environment node
// Node's own fetch, FormData and File, so that an upload's multipart body holds the file's bytes.
import { beforeEach, describe, expect, it } from 'vitest';
import '../test/node-storage';
import { callerFor } from '../test/call';
import { archivedId } from '../rules/documents-upload';
import { toDateKey } from '../../src/lib/time/stockholm';
import { NULL_DATE } from '../../src/lib/time/stockholm';
import { groupSendBody } from '../test/group-send';

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
    const body = groupSendBody({ subject: 'Växelfel' });
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

  it('check-in and check-out add 201 (the sign-in, or empty) and 204, and are done', async () => {
    await control({ rotationStart: 4 });
    const list = async () =>
      (await (
        await call(`/staff/overview/dutysignins?date=${toDateKey()}&districtId=4`, {
          who: 'dispatcher',
        })
      ).json()) as {
        dutyId: number;
        timestampIn: string;
        timestampOut: string;
        timeEnd: number;
        employee: { employeeNumber: string };
      }[];
    const open = (await list()).filter((r) => r.timestampIn === NULL_DATE && r.timeEnd !== 2160);
    const [first, second] = [open[0]!, open[1]!];
    const checkIn = (d: typeof first) =>
      call(`/staff/signin/checkin?dutyid=${d.dutyId}&employeeNumber=${d.employee.employeeNumber}`, {
        method: 'POST',
        who: 'dispatcher',
      });
    const checkOut = (d: typeof first) =>
      call(`/staff/signin/checkout?dutyid=${d.dutyId}`, { method: 'POST', who: 'dispatcher' });
    const checkedIn = await answer(await checkIn(first));
    expect(checkedIn.status).toBe(201);
    expect(JSON.parse(checkedIn.text)).toMatchObject({ dutyId: first.dutyId });
    expect(await answer(await checkOut(first))).toEqual({ status: 201, text: '' });
    expect(await answer(await checkIn(second))).toEqual({ status: 204, text: '' });
    const after = await list();
    const now = (d: typeof first) => after.find((r) => r.dutyId === d.dutyId)!;
    expect(now(first).timestampOut).not.toBe(NULL_DATE);
    expect(now(second).timestampIn).not.toBe(NULL_DATE);
  });

  it('both uploads add 201 with the object and 201 empty, and the document is stored', async () => {
    await control({ rotationStart: 4 });
    let id = 956_000_000;
    while (archivedId(id)) id += 1;
    const data = {
      FileName: 'rutin.pdf',
      GUID: crypto.randomUUID(),
      Id: id,
      OperationType: 'Create',
      Process: 'Driftmeddelanden och körorder',
      ProcessTagId: 270,
      ReadReceipt: true,
      Author: 'Magnus Ek',
      Created: '2026-11-23T12:00:00',
      DriftMessageStart: null,
      DriftMessageEnd: null,
      DocId: `VLS-${id}`,
      MainProcess: 'Utföra trafik',
      Version: '1.0',
      Modified: '2026-11-23T12:00:00',
      ProcessTagFullPath: 'ROOT-K4-K4.1-A2-M7',
      District: [4],
    };
    const send = (path: string, meta: unknown) => {
      const form = new FormData();
      const file = new File([new Uint8Array(64)], 'rutin.pdf', { type: 'application/pdf' });
      form.append('file', file, 'rutin.pdf');
      form.append('data', JSON.stringify(meta));
      return call(path, { method: 'POST', raw: { body: form } });
    };
    const first = await answer(await send('/api/document/upload', [data]));
    expect(first.status).toBe(201);
    expect(JSON.parse(first.text)).toEqual([{ ID: id, Name: 'rutin.pdf' }]);
    expect(await answer(await send('/doc/v1/Document/Upload', data))).toEqual({
      status: 201,
      text: '',
    });
    expect((await call(`/api/document/${id}`)).status).toBe(200);
  });
});
