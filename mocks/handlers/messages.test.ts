import { describe, expect, it } from 'vitest';
import { callerFor, type Who } from '../test/call';
import { demoToken } from '../../src/test/tokens';
import { addDaysToKey, parseServerDate, toDateKey } from '../../src/lib/time/stockholm';

const BASE = 'http://localhost/mock/msg';

interface Message {
  ID: number;
  ParentID: number;
  DistrictID: number;
  Subject: string;
  Body: string;
  Created: string;
  ValidFrom: string;
  ValidTo: string;
  Number: number;
  To: number[];
  CustomData: { Key: string; Value: unknown }[];
  UserRead: string | null;
  UserChecked: string | null;
  ReadReceipt: boolean;
  HTML: boolean;
  SystemID: number;
  TypeID: number;
  SenderUserID: string;
}

const call = callerFor(BASE);

const today = () => `${toDateKey()}T12:00:00`;
const filterPath = (filter: unknown) =>
  `/message/filter?filter=${encodeURIComponent(typeof filter === 'string' ? filter : JSON.stringify(filter))}`;

async function list(filter: Record<string, unknown>, who: Who = 'admin'): Promise<Message[]> {
  const response = await call(filterPath(filter), { who });
  expect(response.status).toBe(200);
  return (await response.json()) as Message[];
}

const time = (value: string) => parseServerDate(value)!.getTime();
const hour = 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

function send(body: Record<string, unknown>, who: Who = 'admin') {
  return call('/message/Group', {
    who,
    method: 'POST',
    body: {
      systemId: 2,
      parentID: 1,
      subject: 'Signalfel Hässleholm–Kristianstad',
      body: 'Tågen kör med nedsatt hastighet.',
      readReceipt: true,
      html: false,
      customData: [
        { key: 'consequence', value: 'Förseningar' },
        { key: 'smsContent', value: 'Signalfel Hässleholm–Kristianstad, förseningar.' },
      ],
      to: [1],
      validFrom: iso(Date.now()),
      validTo: iso(Date.now() + 3 * hour),
      ...body,
    },
  });
}

async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { message: string }).message).toBe(message);
}

describe('msg /message: access', () => {
  it('answers 401 without a token', async () => {
    expect((await call(filterPath({ date: today() }), { who: null })).status).toBe(401);
    expect((await call('/message/100', { who: null })).status).toBe(401);
    expect((await send({}, null)).status).toBe(401);
    expect((await call('/message/Internal', { who: null, method: 'POST', body: {} })).status).toBe(
      401,
    );
  });

  it('answers 403 to a user without MESSAGE_SEND or MESSAGE_GROUP_ADMIN', async () => {
    expect((await call(filterPath({ date: today() }), { who: 'driver' })).status).toBe(403);
    expect((await call('/message/100', { who: 'driver' })).status).toBe(403);
    expect((await send({}, 'driver')).status).toBe(403);
  });

  it('refuses a district list with districts the user cannot read, naming them', async () => {
    const response = await call(filterPath({ date: today(), districts: [4, 1] }), {
      who: 'dispatcher',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'Saknar behörighet (MESSAGE_SEND, MESSAGE_GROUP_ADMIN) i distrikt 1',
    });
  });

  it('takes a send in a district where the sender holds MESSAGE_GROUP_ADMIN only (spec 2 §6)', async () => {
    const groupAdminIn5 = {
      token: demoToken('beta', {
        access: [
          { name: 'MESSAGE_SEND', districts: [4] },
          { name: 'MESSAGE_GROUP_ADMIN', districts: [5] },
        ],
      }),
    };
    // Group 7 is in district 5.
    expect((await send({ to: [7] }, groupAdminIn5)).status).toBe(200);
  });

  it('refuses a send in a district where the sender holds neither access', async () => {
    // The beta tester holds MESSAGE_SEND in district 4 only; group 7 is in district 5.
    expect((await send({ to: [7] }, 'beta')).status).toBe(403);
    expect(
      (await send({ to: [1], customData: [{ key: 'districtId', value: 5 }] }, 'beta')).status,
    ).toBe(403);
    expect((await send({ to: [1] }, 'beta')).status).toBe(200);
  });
});

/** Every message listed on one of the last `days` days (inactive ones included). */
async function lastDays(days: number): Promise<Message[]> {
  const seen = new Map<number, Message>();
  for (let i = 0; i < days; i++) {
    const day = addDaysToKey(toDateKey(), -i);
    for (const m of await list({ showinactive: true, date: `${day}T12:00:00` })) seen.set(m.ID, m);
  }
  return [...seen.values()];
}

describe('msg /message/filter', () => {
  it('lists the demo messages with the fields of the spec, threads included', async () => {
    const messages = await lastDays(30);
    expect(messages.length).toBeGreaterThanOrEqual(40);
    const first = messages[0]!;
    for (const key of ['ID', 'ParentID', 'DistrictID', 'Subject', 'Body', 'Created', 'ValidFrom'])
      expect(first).toHaveProperty(key);
    for (const key of ['ValidTo', 'Number', 'To', 'CustomData', 'UserRead', 'UserChecked'])
      expect(first).toHaveProperty(key);
    for (const key of ['ReadReceipt', 'HTML', 'SystemID', 'TypeID', 'SenderUserID'])
      expect(first).toHaveProperty(key);
    expect(new Set(messages.map((m) => m.DistrictID))).toEqual(new Set([4, 5, 17]));
    const ids = new Set(messages.map((m) => m.ID));
    const updates = messages.filter((m) => m.ParentID > 1);
    expect(updates.length).toBeGreaterThanOrEqual(5);
    for (const update of updates) expect(ids.has(update.ParentID)).toBe(true);
    const keys = new Set(messages.flatMap((m) => m.CustomData.map((e) => e.Key)));
    for (const key of ['consequence', 'prognosis', 'replacementService', 'stop', 'smsContent'])
      expect(keys).toContain(key);
  });

  it('lists the threads of the day: created by its end and valid into it', async () => {
    const day = addDaysToKey(toDateKey(), -1);
    const start = time(`${day}T00:00:00`);
    const messages = await list({ showinactive: true, date: `${day}T12:00:00` });
    const threads = new Map<number, Message[]>();
    for (const m of messages) {
      const root = m.ParentID > 1 ? m.ParentID : m.ID;
      threads.set(root, [...(threads.get(root) ?? []), m]);
    }
    for (const thread of threads.values()) {
      expect(Math.max(...thread.map((m) => time(m.ValidTo)))).toBeGreaterThanOrEqual(start);
      for (const m of thread) expect(toDateKey(time(m.Created)) <= day).toBe(true);
    }
    // The fixed threads of yesterday: one ended (with its update), one running on.
    const subjects = messages.map((m) => m.Subject);
    expect(subjects).toContain('Signalfel vid Lund C');
    expect(subjects).toContain('Åtgärdat: Signalfel vid Lund C');
    expect(subjects).toContain('Banarbete Hässleholm–Kristianstad');
    const active = (await list({ showinactive: false, date: `${day}T12:00:00` })).map(
      (m) => m.Subject,
    );
    expect(active).not.toContain('Signalfel vid Lund C');
    expect(active).toContain('Banarbete Hässleholm–Kristianstad');
  });

  it('leaves out inactive threads unless asked for them', async () => {
    const day = `${addDaysToKey(toDateKey(), -1)}T12:00:00`;
    const all = await list({ showinactive: true, date: day });
    const active = await list({ showinactive: false, date: day });
    expect(active.length).toBeGreaterThan(0);
    expect(active.length).toBeLessThan(all.length);
    const byThread = new Map<number, Message[]>();
    for (const m of active) {
      const root = m.ParentID > 1 ? m.ParentID : m.ID;
      byThread.set(root, [...(byThread.get(root) ?? []), m]);
    }
    const endOfDay = time(`${toDateKey()}T00:00:00`);
    for (const thread of byThread.values())
      expect(Math.max(...thread.map((m) => time(m.ValidTo)))).toBeGreaterThanOrEqual(endOfDay);
  });

  it('shows a past day as it was: nothing created after that day', async () => {
    const older = (await lastDays(30)).filter((m) => time(m.Created) < Date.now() - 10 * 24 * hour);
    const pick = older[Math.floor(older.length / 2)]!;
    const day = toDateKey(time(pick.Created));
    const then = await list({ showinactive: true, date: `${day}T12:00:00` });
    expect(then.map((m) => m.ID)).toContain(pick.ID);
    for (const m of then) expect(toDateKey(time(m.Created)) <= day).toBe(true);
  });

  it('keeps to the districts asked for', async () => {
    const messages = await list({ showinactive: true, date: today(), districts: [5] });
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.DistrictID === 5)).toBe(true);
  });

  it.each([
    ['{"showinactive": tru', /^filter är inte giltig JSON/],
    ['[4, 5]', /^filter måste vara ett JSON-objekt/],
    ['{"date": "igår"}', /^filter\.date är inget giltigt datum/],
    ['{"districts": ["Skåne"]}', /^filter\.districts måste vara en lista av distrikts-id/],
    ['{"showinactive": "kanske"}', /^filter\.showinactive måste vara true eller false/],
  ])('answers 400 to the filter %s', async (filter, message) => {
    const response = await call(filterPath(filter));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  it('answers 400 when the filter is missing', async () => {
    const response = await call('/message/filter');
    expect(response.status).toBe(400);
  });
});

describe('msg /message/{id}', () => {
  it('answers one message, 404 for an unknown one', async () => {
    const [first] = await list({ showinactive: true, date: today() });
    const response = await call(`/message/${first!.ID}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Message).Subject).toBe(first!.Subject);
    expect((await call('/message/999999')).status).toBe(404);
  });
});

describe('msg POST /message/Group', () => {
  it('creates a message that the filter then lists, and updates within its thread', async () => {
    const response = await send({ to: [1, 2] }, 'dispatcher');
    expect(response.status).toBe(200);
    const created = (await response.json()) as Message;
    expect(created).toMatchObject({
      ParentID: 1,
      DistrictID: 4,
      Subject: 'Signalfel Hässleholm–Kristianstad',
      To: [1, 2],
      SystemID: 2,
      ReadReceipt: true,
    });
    expect(created.CustomData).toContainEqual({ Key: 'consequence', Value: 'Förseningar' });
    expect(time(created.ValidTo) - time(created.ValidFrom)).toBe(3 * hour);

    const update = (await (
      await send({ parentID: created.ID, subject: 'Uppdatering: signalfelet åtgärdat' })
    ).json()) as Message;
    expect(update.ParentID).toBe(created.ID);
    expect(update.Number).toBeGreaterThan(created.Number);
    // An update to an update joins the same thread.
    const again = (await (await send({ parentID: update.ID })).json()) as Message;
    expect(again.ParentID).toBe(created.ID);

    const active = await list({ showinactive: false, date: today(), districts: [4] });
    const thread = active.filter((m) => m.ID === created.ID || m.ParentID === created.ID);
    expect(thread.map((m) => m.ID).sort()).toEqual([created.ID, update.ID, again.ID].sort());
    expect((await call(`/message/${created.ID}`, { who: 'dispatcher' })).status).toBe(200);
  });

  it("refuses a validity that ends before it starts with 'Gäller till' måste vara efter 'Gäller från'", async () => {
    const now = Date.now();
    await expectError(
      await send({ validFrom: iso(now + hour), validTo: iso(now) }),
      400,
      "'Gäller till' måste vara efter 'Gäller från'",
    );
  });

  it.each([
    ['no subject', { subject: '  ' }, 'Ämne måste anges'],
    ['no recipient group', { to: [] }, 'Minst en mottagargrupp måste anges'],
    ['no to at all', { to: undefined }, 'Minst en mottagargrupp måste anges'],
    ['an unknown group', { to: [1, 4242] }, 'Okänd mottagargrupp: 4242'],
    [
      'an SMS of 160 characters',
      { customData: [{ key: 'smsContent', value: 'x'.repeat(160) }] },
      'SMS-texten får vara högst 159 tecken (nu 160)',
    ],
    [
      'an unknown customData key',
      { customData: [{ key: 'färg', value: 'röd' }] },
      'Okänd nyckel i customData: färg',
    ],
    ['another system id', { systemId: 3 }, 'systemId måste vara 2 för meddelanden till grupper'],
    [
      'an unknown parent',
      { parentID: 999999 },
      'Det finns inget meddelande med id 999999 att uppdatera',
    ],
    [
      'a district without messages',
      { customData: [{ key: 'districtId', value: 9 }] },
      'Meddelanden kan inte skickas i distrikt 9',
    ],
  ])('answers 400 to %s', async (_case, body, message) => {
    await expectError(await send(body), 400, message);
  });

  it('accepts an SMS of exactly 159 characters and customData as an object', async () => {
    const response = await send({ customData: { smsContent: 'x'.repeat(159), districtId: 4 } });
    expect(response.status).toBe(200);
    const created = (await response.json()) as Message;
    expect(created.CustomData).toContainEqual({ Key: 'smsContent', Value: 'x'.repeat(159) });
  });
});

describe('msg POST /message/Internal', () => {
  it('sends to users, readable by the recipient, not listed among traffic messages', async () => {
    const response = await call('/message/Internal', {
      method: 'POST',
      who: 'dispatcher',
      body: {
        systemId: 2,
        subject: 'Ring trafikledningen',
        body: 'Ring 040-123 45.',
        to: ['20001'],
      },
    });
    expect(response.status).toBe(200);
    const created = (await response.json()) as Message;
    expect(created.TypeID).toBe(2);
    expect((await call(`/message/${created.ID}`, { who: 'driver' })).status).toBe(200);
    expect((await call(`/message/${created.ID}`, { who: 'conductor' })).status).toBe(403);
    const listed = await list({ showinactive: true, date: today() });
    expect(listed.map((m) => m.ID)).not.toContain(created.ID);
  });

  it.each([
    [{ subject: '', to: ['20001'] }, 'Ämne måste anges'],
    [{ subject: 'Hej', to: [] }, 'Minst en mottagare måste anges'],
    [{ subject: 'Hej', to: ['nobody'] }, 'Okänd mottagare: nobody'],
  ])('answers 400 to %j', async (body, message) => {
    await expectError(await call('/message/Internal', { method: 'POST', body }), 400, message);
  });
});

describe('msg paths are exact', () => {
  it("answers the spec's /message/filter, /message/{id} and /message/Group only", async () => {
    const filter = encodeURIComponent(JSON.stringify({ date: today() }));
    expect((await call(`/message/filter?filter=${filter}`)).status).toBe(200);
    expect((await call(`/MESSAGE/FILTER?filter=${filter}`)).status).toBe(404);
    // `FILTER` is not `filter`: the filter is missing, so nothing of the day is asked for.
    expect((await call(`/message/filter?FILTER=${filter}`)).status).toBe(400);
    const [first] = await list({ showinactive: true, date: today() });
    expect((await call(`/message/${first!.ID}`)).status).toBe(200);
    expect((await call(`/Message/${first!.ID}`)).status).toBe(404);
    const body = { SystemId: 2, Subject: 'Växelfel i Lund, inställda tåg', To: [1] };
    expect((await call('/message/group', { method: 'POST', body })).status).toBe(404);
  });
});
