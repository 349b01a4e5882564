import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoToken } from '../../src/test/tokens';
import { callerFor, type CallInit } from '../test/call';
import { startOfMinute, subDays } from 'date-fns';
import { formatStockholm, inStockholm, stockholmWallTime } from '../../src/lib/time/stockholm';

const BASE = 'http://localhost/mock/verify';
const call = callerFor(BASE);

async function json<T = Record<string, unknown>>(path: string, init?: CallInit) {
  const res = await call(path, init);
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

interface Check {
  id: number;
  statusId: number;
  statusName: string;
  temperature: number | null;
  hostId: number;
  hostTypeId: number;
  districtID: number;
  equipmentId: number;
  place: string | null;
  created: string;
  updated: string | null;
  registeredBy: string;
  description: string;
}
interface Page {
  data: Check[];
  skip: number;
  take: number;
  count: number;
}
interface Thing {
  hostEquipmentRelationId: number;
  equipmentId: number;
}

/** Stockholm wall time `minutes` from now, as the dialog sends it. */
const at = (minutesFromNow: number) =>
  formatStockholm(Date.now() + minutesFromNow * 60_000, "yyyy-MM-dd'T'HH:mm:ss");

/** A relation of the given equipment type on a host of the given type in district 4. */
async function relationOf(hostTypeId: number, equipmentId: number): Promise<number> {
  const hosts = await json<{ id: number }[]>(`/api/Admin/hosts/${hostTypeId}/4`);
  for (const host of hosts) {
    const things = await json<Thing[]>(`/api/Equipment/GetThingsToCheck/${host.id}`);
    const thing = things.find((t) => t.equipmentId === equipmentId);
    if (thing) return thing.hostEquipmentRelationId;
  }
  throw new Error(`No relation of type ${equipmentId}`);
}

const post = (body: Record<string, unknown>) =>
  call('/api/Admin/check/', { method: 'POST', body: body });

describe('verify: access', () => {
  it('answers 401 without a token and 403 without VEHICLE_CHECKLIST_ADMIN', async () => {
    const anonymous = await call('/api/Admin/checklist?districtids=4', { who: null });
    expect(anonymous.status).toBe(401);
    const dispatcher = await call('/api/Admin/checklist?districtids=4', { who: 'dispatcher' });
    expect(dispatcher.status).toBe(403);
    expect(await dispatcher.json()).toEqual({
      message: 'Saknar behörighet (VEHICLE_CHECKLIST_ADMIN)',
    });
    expect((await call('/api/Admin/StatusTypes', { who: 'dispatcher' })).status).toBe(403);
  });

  it('checks every requested district', async () => {
    const token = demoToken('admin', {
      access: [{ name: 'VEHICLE_CHECKLIST_ADMIN', districts: [4] }],
    });
    const who = { token };
    expect((await call('/api/Admin/checklist?districtids=4', { who })).status).toBe(200);
    expect((await call('/api/Admin/checklist?districtids=4,17', { who })).status).toBe(403);
    expect((await call('/api/Admin/hosts/1/17', { who })).status).toBe(403);
  });

  it('answers only the paths and query names as the spec writes them (2 §7 Equipment)', async () => {
    const page = await json<Page>('/api/Admin/checklist?districtids=4&take=1');
    expect(page.data).toHaveLength(1);
    // A real server's routes and parameter names are exact: another casing is another call.
    expect((await call('/api/admin/CHECKLIST?districtids=4&take=1')).status).toBe(404);
    expect((await call('/api/Admin/checklist?DistrictIds=4&take=1')).status).toBe(400);
    expect(await json('/api/Admin/hostTypes')).toEqual([
      { id: 1, name: 'Station' },
      { id: 2, name: 'Vehicle' },
    ]);
    expect((await call('/api/admin/hosttypes')).status).toBe(404);
    // The spec writes this one with a small a.
    expect((await call('/api/admin/equipmentTypes?districtId=4&hostTypeId=1')).status).toBe(200);
    expect((await call('/api/Admin/equipmentTypes?districtId=4&hostTypeId=1')).status).toBe(404);
    expect((await call('/api/admin/equipmentTypes?districtid=4&hosttypeid=1')).status).toBe(400);
  });
});

describe('verify: checklist', () => {
  it('pages with skip, take and count, newest first', async () => {
    const first = await json<Page>(
      '/api/Admin/checklist?districtids=4,17&skip=0&take=10&count=true',
    );
    expect(first).toMatchObject({ skip: 0, take: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.count).toBeGreaterThan(100);
    const created = first.data.map((c) => c.created);
    expect(created).toEqual([...created].sort().reverse());
    const second = await json<Page>('/api/Admin/checklist?districtids=4,17&skip=10&take=10');
    expect(second.count).toBe(first.count);
    expect(second.data.map((c) => c.id)).not.toContain(first.data[0]!.id);
    const last = await json<Page>(`/api/Admin/checklist?districtids=4,17&skip=${first.count - 3}`);
    expect(last.data).toHaveLength(3);
    expect(last.take).toBe(5000);
  });

  it('filters by district, host type, equipment, place and dates', async () => {
    const page = await json<Page>('/api/Admin/checklist?districtids=17&hosttypeid=2&take=5000');
    expect(page.count).toBeGreaterThan(0);
    expect(page.data.every((c) => c.districtID === 17 && c.hostTypeId === 2)).toBe(true);
    const cooling = await json<Page>('/api/Admin/checklist?districtids=4&equipmentid=72');
    expect(cooling.data.every((c) => c.equipmentId === 72)).toBe(true);
    const place = cooling.data.find((c) => c.place)!.place!;
    const atPlace = await json<Page>(`/api/Admin/checklist?districtids=4&place=${place}`);
    expect(atPlace.data.every((c) => c.place === place)).toBe(true);
    const day = page.data[0]!.created.slice(0, 10);
    const oneDay = await json<Page>(
      `/api/Admin/checklist?districtids=17&datefrom=${day}&dateto=${day}`,
    );
    expect(oneDay.count).toBeGreaterThan(0);
    expect(oneDay.data.every((c) => c.created.startsWith(day))).toBe(true);
  });

  it('answers bad queries with 400 and a message', async () => {
    const cases: [string, string][] = [
      ['', 'districtids saknas'],
      ['?districtids=4&take=5001', 'take måste vara mellan 1 och 5000'],
      ['?districtids=fyra', 'districtids måste vara ett heltal'],
      ['?districtids=4&datefrom=igår', 'datefrom måste vara ett datum'],
    ];
    for (const [query, message] of cases) {
      const res = await call(`/api/Admin/checklist${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
  });
});

describe('verify: lists for the dialog and filter', () => {
  it('serves status types with the preselected ones', async () => {
    const statuses =
      await json<{ id: number; preselected: boolean; statusGroupId: number }[]>(
        '/api/Admin/StatusTypes',
      );
    expect(statuses.filter((s) => s.preselected).map((s) => s.id)).toEqual([2, 5, 6, 9, 12]);
  });

  it('serves equipment types per district and host type', async () => {
    type Type = { id: number; hostTypeId: number; cleaning: boolean; districts: number[] };
    const skåne = await json<Type[]>('/api/admin/equipmentTypes?districtId=4&hostTypeId=2');
    expect(skåne.every((t) => t.hostTypeId === 2 && t.districts.includes(4))).toBe(true);
    expect(skåne.map((t) => t.id)).toContain(72);
    expect(skåne.some((t) => t.cleaning)).toBe(true);
    const norrbotten = await json<Type[]>('/api/admin/equipmentTypes?districtId=14&hostTypeId=2');
    expect(norrbotten.map((t) => t.id)).not.toContain(72);
    expect((await call('/api/admin/equipmentTypes')).status).toBe(400);
    // Both parameters are the call's (spec 2 §7): a host type is needed too.
    expect((await call('/api/admin/equipmentTypes?districtId=4')).status).toBe(400);
  });

  it('serves hosts, things to check and places', async () => {
    const stations = await json<{ name: string; hostTypeId: number }[]>('/api/Admin/hosts/1/4');
    expect(stations.map((s) => s.name)).toContain('Malmö C');
    const vehicles = await json<{ id: number; name: string }[]>('/api/Admin/hosts/2/4');
    expect(vehicles.map((v) => v.name)).toContain('X31 4301');
    const things = await json<Thing[]>(`/api/Equipment/GetThingsToCheck/${vehicles[0]!.id}`);
    expect(things.length).toBeGreaterThan(3);
    const places = await json<{ shortName: string; name: string }[]>('/api/Equipment/GetPlaces/4');
    expect(places).toContainEqual({ shortName: 'LU', name: 'Lund C', districtId: 4 });
    expect((await call('/api/Admin/hosts/3/4')).status).toBe(400);
    expect((await call('/api/Equipment/GetThingsToCheck/999999')).status).toBe(404);
  });
});

describe('verify: saving checks', () => {
  it('creates a check with POST that GET then shows', async () => {
    const relation = await relationOf(2, 70);
    const res = await post({
      checkTemplateId: null,
      statusTypeId: 4,
      userId: 'ignored',
      hostEquipmentRelationId: relation,
      created: at(-30),
      description: 'Nedskräpat i vagn B',
      memo: '',
      trip: '1045',
      Place: 'M',
      VehiclePosition: 'B',
      Temperature: '5',
    });
    expect(res.status).toBe(200);
    const created = (await res.json()) as Check;
    expect(created).toMatchObject({
      statusId: 4,
      statusName: 'Ej städad',
      equipmentId: 70,
      place: 'M',
      temperature: null,
      registeredBy: 'Magnus Ek',
      description: 'Nedskräpat i vagn B',
    });
    expect(await json(`/api/Admin/check/${created.id}`)).toEqual(created);
    const list = await json<Page>('/api/Admin/checklist?districtids=4&take=5');
    expect(list.data[0]).toEqual(created);
  });

  it('changes a check with PUT, keeping an old event time', async () => {
    const old = (await json<Page>('/api/Admin/checklist?districtids=4&hosttypeid=1')).data.at(-1)!;
    const full = await json<Check & { hostEquipmentRelationID: number }>(
      `/api/Admin/check/${old.id}`,
    );
    const res = await call('/api/Admin/check/', {
      method: 'PUT',
      body: {
        id: full.id,
        statusTypeId: 3,
        hostEquipmentRelationId: full.hostEquipmentRelationID,
        created: full.created,
        description: 'Åtgärdad av tekniker',
        Place: 'M',
      },
    });
    expect(res.status).toBe(200);
    const after = await json<Check>(`/api/Admin/check/${old.id}`);
    expect(after).toMatchObject({ statusId: 3, description: 'Åtgärdad av tekniker', place: null });
    expect(after.created).toBe(full.created);
    expect(after.updated).not.toBeNull();
    const moved = await call(`/api/Admin/check/${old.id}`, {
      method: 'PUT',
      body: {
        statusTypeId: 3,
        hostEquipmentRelationId: full.hostEquipmentRelationID,
        created: at(-60 * 24 * 6),
      },
    });
    expect(moved.status).toBe(400);
    const missing = await call('/api/Admin/check/', {
      method: 'PUT',
      body: { id: 99_999_999, statusTypeId: 2, hostEquipmentRelationId: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it('enforces the time and temperature rules with the spec messages', async () => {
    // Two hours either side of the 5-day limit: a DST change in between moves it by one hour.
    // The future rule holds exactly: one minute ahead is refused.
    const cooling = await relationOf(2, 72);
    const cases: [Record<string, unknown>, string][] = [
      [
        { statusTypeId: 12, created: at(-60 * 24 * 5 - 120) },
        'Efterregistrering är möjligt högst 5 dagar efter händelsen! Justera datum/tid.',
      ],
      [
        { statusTypeId: 12, created: at(1) },
        'Det går inte att registrera händelser framåt i tiden. Justera datum/tid.',
      ],
      [
        { statusTypeId: 12, created: at(60) },
        'Det går inte att registrera händelser framåt i tiden. Justera datum/tid.',
      ],
      [
        { statusTypeId: 11, created: at(-5), Temperature: '2,5' },
        'Kontrollera alternativ för korgtvätt eller rätta till temperaturen!',
      ],
      [
        { statusTypeId: 11, created: at(-5), Temperature: '' },
        'Kontrollera alternativ för korgtvätt eller rätta till temperaturen!',
      ],
      [{ statusTypeId: 99, created: at(-5) }, 'Okänd statusTypeId: 99'],
      [{ statusTypeId: 12, created: 'i morse' }, 'created måste vara en tidpunkt (datum och tid)'],
    ];
    for (const [body, message] of cases) {
      const res = await post({ hostEquipmentRelationId: cooling, ...body });
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    const unknown = await post({
      hostEquipmentRelationId: 999_999,
      statusTypeId: 2,
      created: at(-5),
    });
    expect(await unknown.json()).toEqual({ message: 'Okänd hostEquipmentRelationId: 999999' });
    const ok = await post({
      hostEquipmentRelationId: cooling,
      statusTypeId: 11,
      created: at(-60 * 24 * 5 + 120),
      Temperature: '1,5',
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      temperature: 1.5,
      statusName: 'Temperatur kontrollerad',
    });
  });

  it('holds the 5-day limit exactly: one minute beyond it is refused, no grace', async () => {
    const cooling = await relationOf(2, 72);
    const limit = +subDays(startOfMinute(inStockholm(Date.now())), 5);
    const wall = (ms: number) => formatStockholm(ms, "yyyy-MM-dd'T'HH:mm:ss");
    const late = await post({
      hostEquipmentRelationId: cooling,
      statusTypeId: 12,
      created: wall(limit - 60_000),
    });
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({
      message: 'Efterregistrering är möjligt högst 5 dagar efter händelsen! Justera datum/tid.',
    });
    const inTime = await post({
      hostEquipmentRelationId: cooling,
      statusTypeId: 12,
      created: wall(limit + 120_000),
    });
    expect(inTime.status).toBe(200);
  });

  describe('at a fixed moment (the server clock stopped half a minute into 12:00)', () => {
    afterEach(() => vi.useRealTimers());
    // Two days after the spring DST change: five calendar days back is 119 real hours.
    const wall = (day: string, hh: number, mm: number) =>
      `${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00`;
    const stopAt = (day: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(+stockholmWallTime(day, 12 * 60) + 30_000);
    };
    const M = {
      tooLate: 'Efterregistrering är möjligt högst 5 dagar efter händelsen! Justera datum/tid.',
      future: 'Det går inte att registrera händelser framåt i tiden. Justera datum/tid.',
      temperature: 'Kontrollera alternativ för korgtvätt eller rätta till temperaturen!',
    };

    it('holds each time rule at its edge: 5 days exactly, this minute, one minute more', async () => {
      const cooling = await relationOf(2, 72);
      stopAt('2026-03-31');
      const cases: [string, string | null][] = [
        [wall('2026-03-26', 12, 0), null],
        [wall('2026-03-26', 11, 59), M.tooLate],
        [wall('2026-03-31', 12, 0), null],
        [wall('2026-03-31', 12, 1), M.future],
      ];
      for (const [created, message] of cases) {
        const res = await post({ hostEquipmentRelationId: cooling, statusTypeId: 12, created });
        expect(res.status, created).toBe(message ? 400 : 200);
        if (message) expect(await res.json()).toEqual({ message });
      }
    });

    it('takes type 72 with status 11 below 2 only: 1,9 yes, 2 and 2,0 no', async () => {
      const cooling = await relationOf(2, 72);
      stopAt('2026-05-04');
      const created = wall('2026-05-04', 11, 0);
      for (const [Temperature, ok] of [
        ['1,9', true],
        ['2', false],
        ['2,0', false],
        [2, false],
        [1.9, true],
      ] as const) {
        const res = await post({
          hostEquipmentRelationId: cooling,
          statusTypeId: 11,
          created,
          Temperature,
        });
        expect(res.status, String(Temperature)).toBe(ok ? 200 : 400);
        if (ok) expect(await res.json()).toMatchObject({ temperature: 1.9 });
        else expect(await res.json()).toEqual({ message: M.temperature });
      }
    });
  });

  it('clears place and vehicle position on stations and refuses other districts', async () => {
    const relation = await relationOf(1, 61);
    const res = await post({
      hostEquipmentRelationId: relation,
      statusTypeId: 1,
      created: at(-1),
      Place: 'M',
      VehiclePosition: 'A',
    });
    expect(await res.json()).toMatchObject({ place: null, vehiclePosition: null, hostTypeId: 1 });
    const token = demoToken('admin', {
      access: [{ name: 'VEHICLE_CHECKLIST_ADMIN', districts: [17] }],
    });
    const refused = await call('/api/Admin/check', {
      method: 'POST',
      who: { token },
      body: { hostEquipmentRelationId: relation, statusTypeId: 2, created: at(-1) },
    });
    expect(refused.status).toBe(403);
  });
});
