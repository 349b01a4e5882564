import { describe, expect, it } from 'vitest';
import { demoToken } from '../../src/test/tokens';
import { callerFor, type Who } from '../test/call';

const BASE = 'http://localhost/mock/msg';

interface Row {
  ID: number;
  RecipientGroupID: number;
  Name: string;
  [key: string]: unknown;
}

interface Group {
  ID: number;
  Name: string;
  DistrictID: number;
  From: string;
  Created: string;
  CreatedByUserID: string;
  RecipientTypes: number[];
  GroupDistrictRecipients: Row[];
  GroupRoleRecipients: Row[];
  GroupDutySiteRecipients: Row[];
  GroupExternalRecipients: Row[];
}

const call = callerFor(BASE);

async function ok<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as T;
}

async function expectError(response: Promise<Response>, status: number, message: string) {
  const answer = await response;
  expect(answer.status).toBe(status);
  expect(((await answer.json()) as { message: string }).message).toBe(message);
}

/** A group administrator in district 5 only (who may still send in 4 and 5). */
const adminIn5 = {
  token: demoToken('dispatcher', {
    access: [
      { name: 'MESSAGE_GROUP_ADMIN', districts: [5] },
      { name: 'MESSAGE_SEND', districts: [5] },
    ],
  }),
};

const getGroup = (id: number) => ok<Group>(call(`/RecipientGroup/${id}`));
const createGroup = (body: Record<string, unknown>, who: Who = 'admin') =>
  call('/RecipientGroup', {
    who,
    method: 'POST',
    body: {
      DistrictID: 4,
      Name: 'Bussförare Ystad',
      From: 'trafikinfo.skane@tagbolaget.se',
      ...body,
    },
  });

describe('msg /RecipientGroup: access', () => {
  it('answers 401 without a token', async () => {
    expect((await call('/RecipientGroup', { who: null })).status).toBe(401);
    expect((await call('/RecipientGroup/1', { who: null })).status).toBe(401);
    expect((await createGroup({}, null)).status).toBe(401);
    expect((await call('/GroupExternalRecipient/1', { who: null, method: 'DELETE' })).status).toBe(
      401,
    );
  });

  it('answers 403 to a user without MESSAGE_SEND or MESSAGE_GROUP_ADMIN', async () => {
    expect((await call('/RecipientGroup', { who: 'driver' })).status).toBe(403);
    expect((await call('/RecipientGroup/1', { who: 'driver' })).status).toBe(403);
  });

  it('lets a sender (MESSAGE_SEND only) read and change the groups of their districts', async () => {
    const groups = await ok<Group[]>(call('/RecipientGroup', { who: 'dispatcher' }));
    expect(groups.length).toBeGreaterThan(0);
    const made = await ok<Group>(createGroup({}, 'dispatcher'));
    const add = { RecipientGroupID: made.ID, RoleID: 4 };
    expect(
      (await call('/GroupRoleRecipient', { who: 'dispatcher', method: 'POST', body: add })).status,
    ).toBe(200);
    const gone = call(`/RecipientGroup/${made.ID}`, { who: 'dispatcher', method: 'DELETE' });
    expect((await gone).status).toBe(200);
    // Not in a district without either access (district 1).
    expect((await createGroup({ DistrictID: 1 }, 'dispatcher')).status).toBe(403);
  });

  it("keeps to the districts of the user's access", async () => {
    const groups = await ok<Group[]>(call('/RecipientGroup', { who: adminIn5 }));
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => g.DistrictID === 5)).toBe(true);
    const skane = (await ok<Group[]>(call('/RecipientGroup'))).find((g) => g.DistrictID === 4)!;
    expect((await call(`/RecipientGroup/${skane.ID}`, { who: adminIn5 })).status).toBe(403);
    expect((await createGroup({ DistrictID: 4 }, adminIn5)).status).toBe(403);
    expect((await createGroup({ DistrictID: 5 }, adminIn5)).status).toBe(200);
    const add = { RecipientGroupID: skane.ID, RoleID: 4 };
    expect(
      (await call('/GroupRoleRecipient', { who: adminIn5, method: 'POST', body: add })).status,
    ).toBe(403);
  });
});

describe('msg GET /RecipientGroup', () => {
  it('serves the demo groups with their recipients and channels', async () => {
    const groups = await ok<Group[]>(call('/RecipientGroup'));
    expect(groups.length).toBeGreaterThanOrEqual(12);
    expect(new Set(groups.map((g) => g.DistrictID))).toEqual(new Set([4, 5, 17]));
    const names = groups.map((g) => g.Name);
    for (const name of ['Lokförare Skåne', 'Tågvärdar Östergötland', 'Trafikledning Kalmar'])
      expect(names).toContain(name);
    expect(names).toContain('Externa busspartner');
    for (const group of groups) {
      expect(group.From).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      expect(group.RecipientTypes.length).toBeGreaterThan(0);
      expect(group.RecipientTypes.every((t) => [1, 2, 3].includes(t))).toBe(true);
    }
    const all = (key: keyof Group) => groups.flatMap((g) => g[key] as Row[]);
    expect(all('GroupDistrictRecipients').length).toBeGreaterThan(0);
    expect(all('GroupDutySiteRecipients').length).toBeGreaterThan(0);
    expect(all('GroupRoleRecipients').map((r) => r.Name)).toEqual(
      expect.arrayContaining([
        'Driver',
        'Conductor',
        'Traffic Message Recipient External',
        'Testgrupp',
      ]),
    );
    const external = all('GroupExternalRecipients');
    expect(external.length).toBeGreaterThan(0);
    expect(external.every((r) => r.Name && (r.Mail || r.Phone))).toBe(true);
  });

  it('answers one group, and 404 for an unknown one', async () => {
    const group = await getGroup(1);
    expect(group.ID).toBe(1);
    expect(group.GroupRoleRecipients.every((r) => r.RecipientGroupID === 1)).toBe(true);
    await expectError(call('/RecipientGroup/9999'), 404, 'Mottagargrupp 9999 finns inte');
  });

  it('answers the casings the spec writes (Recipientgroup and RecipientGroup), no others', async () => {
    const canonical = await ok<Group[]>(call('/RecipientGroup'));
    // Spec 2 §7 writes the read as `GET msg/Recipientgroup` (messages) and `GET /RecipientGroup`.
    expect(await ok<Group[]>(call('/Recipientgroup'))).toEqual(canonical);
    expect((await ok<Group>(call('/Recipientgroup/1'))).ID).toBe(1);
    expect((await call('/recipientgroup')).status).toBe(404);
    expect((await call('/RECIPIENTGROUP/1')).status).toBe(404);
    // The changes are written only as `RecipientGroup`.
    const body = { DistrictID: 4, Name: 'Fel stavning', From: 'trafik@example.se' };
    expect((await call('/Recipientgroup', { method: 'POST', body })).status).toBe(404);
    const row = { recipientGroupId: 1, districtId: 5 };
    expect((await call('/groupdistrictrecipient', { method: 'POST', body: row })).status).toBe(404);
    const added = await ok<Row>(call('/GroupDistrictRecipient', { method: 'POST', body: row }));
    expect((await call(`/GROUPDISTRICTRECIPIENT/${added.ID}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await call(`/GroupDistrictRecipient/${added.ID}`, { method: 'DELETE' })).status).toBe(
      200,
    );
  });
});

describe('msg POST, PUT, DELETE /RecipientGroup', () => {
  it('creates, changes and deletes a group', async () => {
    const created = await ok<Group>(
      createGroup({ From: ' trafikinfo.skane @tagbolaget.se ', RecipientTypes: [3, 1] }),
    );
    expect(created).toMatchObject({
      Name: 'Bussförare Ystad',
      DistrictID: 4,
      From: 'trafikinfo.skane@tagbolaget.se',
      RecipientTypes: [1, 3],
      GroupExternalRecipients: [],
    });
    const listed = await ok<Group[]>(call('/RecipientGroup'));
    expect(listed.map((g) => g.ID)).toContain(created.ID);

    const changed = await ok<Group>(
      call(`/RecipientGroup/${created.ID}`, {
        method: 'PUT',
        body: {
          ID: created.ID,
          DistrictID: 17,
          Name: 'Bussförare Kalmar',
          From: 'buss@tagbolaget.se',
        },
      }),
    );
    expect(changed).toMatchObject({
      DistrictID: 17,
      Name: 'Bussförare Kalmar',
      RecipientTypes: [1, 3],
    });
    expect((await getGroup(created.ID)).Name).toBe('Bussförare Kalmar');

    expect((await call(`/RecipientGroup/${created.ID}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/RecipientGroup/${created.ID}`)).status).toBe(404);
    const after = await ok<Group[]>(call('/RecipientGroup'));
    expect(after.map((g) => g.ID)).not.toContain(created.ID);
  });

  it.each([
    ['no district', { DistrictID: null }, 'Välj ett distrikt för gruppen'],
    ['no sender address', { From: '' }, 'Ogiltig avsändaradress'],
    ['a sender address without @', { From: 'trafikinfo.tagbolaget.se' }, 'Ogiltig avsändaradress'],
    [
      'a sender address without domain',
      { From: 'trafikinfo@tagbolaget' },
      'Ogiltig avsändaradress',
    ],
    ['no name', { Name: ' ' }, 'Gruppen måste ha ett namn'],
    [
      'a district without messages',
      { DistrictID: 9 },
      'Mottagargrupper kan inte finnas i distrikt 9',
    ],
    [
      'an unknown channel',
      { RecipientTypes: [1, 4] },
      'RecipientTypes måste vara en lista med kanalerna 1 (e-post), 2 (app) och 3 (SMS)',
    ],
  ])('answers 400 to a group with %s', async (_case, body, message) => {
    await expectError(createGroup(body), 400, message);
    await expectError(
      call('/RecipientGroup/1', { method: 'PUT', body: { ...(await getGroup(1)), ...body } }),
      400,
      message,
    );
  });

  it('refuses a PUT whose ID differs from the path', async () => {
    const group = await getGroup(1);
    await expectError(
      call('/RecipientGroup/1', { method: 'PUT', body: { ...group, ID: 2 } }),
      400,
      'ID i anropet och i sökvägen skiljer sig åt',
    );
  });
});

describe('msg group recipients', () => {
  it('adds and removes district, role and duty-site recipients', async () => {
    const group = await ok<Group>(createGroup({}));
    const district = await ok<Row>(
      call('/GroupDistrictRecipient', {
        method: 'POST',
        body: { DistrictID: 4, Name: 'Skåne', RecipientGroupID: group.ID },
      }),
    );
    const role = await ok<Row>(
      call('/GroupRoleRecipient', {
        method: 'POST',
        body: { RoleID: 1, RecipientGroupID: group.ID },
      }),
    );
    expect(role.Name).toBe('Driver');
    const site = await ok<Row>(
      call('/GroupDutySiteRecipient', {
        method: 'POST',
        body: { DutySiteID: 118, RecipientGroupID: group.ID },
      }),
    );
    let stored = await getGroup(group.ID);
    expect(stored.GroupDistrictRecipients).toEqual([district]);
    expect(stored.GroupRoleRecipients).toEqual([role]);
    expect(stored.GroupDutySiteRecipients).toEqual([site]);
    expect(site).toMatchObject({ DutySiteID: 118, RecipientGroupID: group.ID });

    await expectError(
      call('/GroupRoleRecipient', {
        method: 'POST',
        body: { RoleID: 1, RecipientGroupID: group.ID },
      }),
      400,
      'Mottagaren finns redan i gruppen',
    );

    // DELETE by id, or with the spec's body.
    expect((await call(`/GroupDutySiteRecipient/${site.ID}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    const byBody = { DistrictID: 4, Name: 'Skåne', RecipientGroupID: group.ID };
    expect((await call('/GroupDistrictRecipient', { method: 'DELETE', body: byBody })).status).toBe(
      200,
    );
    const roleBody = { RoleID: 1, Name: 'Driver', RecipientGroupID: group.ID };
    expect((await call('/GroupRoleRecipient', { method: 'DELETE', body: roleBody })).status).toBe(
      200,
    );
    stored = await getGroup(group.ID);
    expect(stored.GroupDistrictRecipients).toEqual([]);
    expect(stored.GroupRoleRecipients).toEqual([]);
    expect(stored.GroupDutySiteRecipients).toEqual([]);
    expect((await call(`/GroupRoleRecipient/${role.ID}`, { method: 'DELETE' })).status).toBe(404);
  });

  it.each([
    ['/GroupRoleRecipient', { RoleID: 99 }, 'Roll 99 finns inte'],
    ['/GroupRoleRecipient', {}, 'RoleID måste anges'],
    ['/GroupDistrictRecipient', { DistrictID: 42 }, 'Distrikt 42 finns inte'],
    ['/GroupDutySiteRecipient', { DutySiteID: 1 }, 'Tjänsteställe 1 finns inte'],
  ])('answers 400 to %s with %j', async (path, body, message) => {
    await expectError(
      call(path, { method: 'POST', body: { RecipientGroupID: 1, ...body } }),
      400,
      message,
    );
  });

  it('answers 400 when the group of a recipient is missing or unknown', async () => {
    await expectError(
      call('/GroupRoleRecipient', { method: 'POST', body: { RoleID: 1 } }),
      400,
      'RecipientGroupID måste anges',
    );
    await expectError(
      call('/GroupRoleRecipient', { method: 'POST', body: { RoleID: 1, RecipientGroupID: 777 } }),
      400,
      'Mottagargrupp 777 finns inte',
    );
  });
});

describe('msg external recipients', () => {
  const external = (
    body: Record<string, unknown>,
    method = 'POST',
    path = '/GroupExternalRecipient',
  ) =>
    call(path, {
      method,
      body: { Name: 'Bergkvarabuss jour', Mail: '', Phone: '', RecipientGroupID: 1, ...body },
    });

  it('adds, changes and removes an external recipient', async () => {
    const row = await ok<Row>(
      external({ Mail: 'jour@bergkvarabuss.se, trafik@bergkvarabuss.se', Phone: '070 123 45 67' }),
    );
    expect(row).toMatchObject({
      Name: 'Bergkvarabuss jour',
      Mail: 'jour@bergkvarabuss.se;trafik@bergkvarabuss.se',
      Phone: '46701234567',
      RoleID: 3,
      RecipientGroupID: 1,
    });
    expect((await getGroup(1)).GroupExternalRecipients).toContainEqual(row);
    const picked = await ok<Row[]>(call('/GroupExternalRecipient'));
    expect(picked).toContainEqual(row);

    const changed = await ok<Row>(
      external({ ID: row.ID, Name: 'Bergkvarabuss natt', Mail: 'natt@bergkvarabuss.se' }, 'PUT'),
    );
    expect(changed).toMatchObject({ ID: row.ID, Name: 'Bergkvarabuss natt', Phone: '' });
    await ok<Row>(external({ Phone: '0405551234' }, 'PUT', `/GroupExternalRecipient/${row.ID}`));
    expect((await getGroup(1)).GroupExternalRecipients.find((r) => r.ID === row.ID)).toMatchObject({
      Name: 'Bergkvarabuss jour',
      Phone: '46405551234',
    });

    expect(
      (await call('/GroupExternalRecipient', { method: 'DELETE', body: { ID: row.ID } })).status,
    ).toBe(200);
    expect((await getGroup(1)).GroupExternalRecipients.map((r) => r.ID)).not.toContain(row.ID);
    await expectError(
      call(`/GroupExternalRecipient/${row.ID}`, { method: 'DELETE' }),
      404,
      `Mottagare ${row.ID} finns inte`,
    );
  });

  it.each([
    ['no name', { Name: '', Mail: 'jour@buss.se' }, 'Namn måste anges'],
    ['neither mail nor phone', { Mail: ' ', Phone: '' }, 'Ange e-postadress eller telefonnummer'],
    [
      'an invalid address',
      { Mail: 'jour@buss.se;jour.buss.se' },
      'Ogiltig e-postadress: jour.buss.se',
    ],
    [
      'several invalid addresses',
      { Mail: 'a@|jour@buss.se,b c@d.se' },
      'Ogiltig e-postadress: a@, b c@d.se',
    ],
    ['a number without digits', { Phone: 'saknas' }, 'Felaktigt telefonnummer: saknas'],
    ['a number starting with +0', { Phone: '+0701234567' }, 'Felaktigt telefonnummer: +0701234567'],
    ['a short 46 number', { Phone: '4670123' }, 'Felaktigt telefonnummer: 4670123'],
    ['a long 46 number', { Phone: '467012345678' }, 'Felaktigt telefonnummer: 467012345678'],
    ['a short number', { Phone: '0701;12345678' }, 'Felaktigt telefonnummer: 0701, 12345678'],
  ])('answers 400 to %s', async (_case, body, message) => {
    await expectError(external(body), 400, message);
    const row = await ok<Row>(external({ Mail: 'jour@buss.se' }));
    await expectError(external({ ...body, ID: row.ID }, 'PUT'), 400, message);
  });

  it('refuses a PUT that moves the recipient to another group', async () => {
    const row = await ok<Row>(external({ Mail: 'jour@buss.se' }));
    await expectError(
      external({ ID: row.ID, Mail: 'a@b.se', RecipientGroupID: 2 }, 'PUT'),
      400,
      'Mottagaren tillhör en annan grupp',
    );
  });
});
