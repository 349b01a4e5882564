import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests } from '@/test/seen-requests';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { addDaysToKey, toDateKey } from '@/lib/time/stockholm';
import { getCheck } from './get-check';
import { getChecklist } from './get-checklist';
import { getEquipmentTypes } from './get-equipment-types';
import { getHostTypes } from './get-host-types';
import { getHosts } from './get-hosts';
import { getPlaces } from './get-places';
import { getStatusTypes } from './get-status-types';
import { getThingsToCheck } from './get-things-to-check';
import { saveCheck, type CheckBody } from './save-check';

/** The HTTP contract of the equipment register (spec 2 §7): methods, paths, queries, bodies. */

const seen = recordRequests();
const today = toDateKey();

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('admin'));
});

describe('equipment calls (HTTP contract)', () => {
  it('GET api/Admin/checklist with the filter, a page of 5,000 and the count; then one check', async () => {
    const page = await getChecklist(
      {
        districtIds: [4, 17],
        dateFrom: addDaysToKey(today, -30),
        dateTo: today,
        hostTypeId: null,
        hostId: null,
        equipmentId: null,
        place: null,
      },
      0,
    );
    expect(seen.list[0]!.path).toBe('/mock/verify/api/Admin/checklist');
    expect(seen.list[0]!.query).toEqual({
      districtids: '4,17',
      datefrom: addDaysToKey(today, -30),
      dateto: today,
      skip: '0',
      take: '5000',
      count: 'true',
    });
    const first = page.data[0]!;
    const check = await getCheck(first.id);
    expect(check.id).toBe(first.id);
    expect(seen.calls()[1]).toBe(`GET /mock/verify/api/Admin/check/${first.id}`);
    expect(seen.list.every((s) => s.authorization?.startsWith('Bearer '))).toBe(true);
  });

  it('the lists: host types, hosts, equipment types, places, things to check, status types', async () => {
    const [hostType] = await getHostTypes();
    const [host] = await getHosts(hostType!.id, 4);
    await getEquipmentTypes(4, hostType!.id);
    await getPlaces(4);
    await getThingsToCheck(host!.id);
    await getStatusTypes();
    expect(seen.calls()).toEqual([
      'GET /mock/verify/api/Admin/hostTypes',
      `GET /mock/verify/api/Admin/hosts/${hostType!.id}/4`,
      `GET /mock/verify/api/admin/equipmentTypes?districtId=4&hostTypeId=${hostType!.id}`,
      'GET /mock/verify/api/Equipment/GetPlaces/4',
      `GET /mock/verify/api/Equipment/GetThingsToCheck/${host!.id}`,
      'GET /mock/verify/api/Admin/StatusTypes',
    ]);
  });

  it('POST api/Admin/check/ a new check with the spec’s body; PUT with its id', async () => {
    const [hostType] = await getHostTypes();
    const [host] = await getHosts(hostType!.id, 4);
    const [thing] = await getThingsToCheck(host!.id);
    const [status] = await getStatusTypes();
    seen.reset();
    const body: CheckBody = {
      checkTemplateId: thing!.checkTemplateId,
      statusTypeId: status!.id,
      userId: 'u1',
      hostEquipmentRelationId: thing!.hostEquipmentRelationId,
      created: `${today}T12:00:00`,
      description: status!.name,
      memo: 'Kontrakt',
      trip: null,
      ExternalId: null,
      ImageUrl: null,
      Temperature: null,
      VehiclePosition: null,
      Place: null,
    };
    const saved = await saveCheck(body);
    expect(seen.calls()).toEqual(['POST /mock/verify/api/Admin/check/']);
    expect(seen.list[0]!.contentType).toMatch(/^application\/json/);
    expect(await seen.bodies()).toEqual([body]);
    expect(saved?.id).toEqual(expect.any(Number));
    seen.reset();
    await saveCheck({ ...body, id: saved!.id, memo: 'Ändrad' });
    expect(seen.calls()).toEqual(['PUT /mock/verify/api/Admin/check/']);
    expect(await seen.bodies()).toEqual([{ ...body, id: saved!.id, memo: 'Ändrad' }]);
  });
});
