import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests } from '@/test/seen-requests';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import type { DraftRecipient } from '../lib/group-draft';
import { getRecipientGroup } from './get-recipient-group';
import {
  createGroupRecipient,
  createRecipientGroup,
  deleteGroupRecipient,
  updateGroupRecipient,
  updateRecipientGroup,
} from './save-recipient-group';
import { deleteRecipientGroup } from './delete-recipient-group';

/** The HTTP contract of the recipient-group calls (spec 2 §7): methods, paths and bodies. */

const seen = recordRequests();
const { calls, bodies } = seen;

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('admin'));
});

const FIELDS = {
  DistrictID: 4,
  Name: 'Bussförare Ystad',
  From: 'trafikinfo.skane@tagbolaget.se',
  RecipientTypes: [1, 3],
};

const row = (over: Partial<DraftRecipient>): DraftRecipient => ({
  key: 'r1',
  kind: 'district',
  id: null,
  objectId: 4,
  name: 'Skåne',
  mail: '',
  phone: '',
  isFromAPI: false,
  isDeleted: false,
  isVisible: true,
  isChanged: false,
  ...over,
});

describe('recipient-group calls (msg host)', () => {
  it('POST, GET, PUT and DELETE /RecipientGroup[/{id}] with the group fields and its ID', async () => {
    const { ID } = (await createRecipientGroup(FIELDS))!;
    await getRecipientGroup(ID);
    await updateRecipientGroup(ID, { ...FIELDS, Name: 'Bussförare Ystad och Trelleborg' });
    await deleteRecipientGroup(ID);
    expect(calls()).toEqual([
      'POST /mock/msg/RecipientGroup',
      `GET /mock/msg/RecipientGroup/${ID}`,
      `PUT /mock/msg/RecipientGroup/${ID}`,
      `DELETE /mock/msg/RecipientGroup/${ID}`,
    ]);
    expect(await bodies()).toEqual([
      FIELDS,
      '',
      { ...FIELDS, Name: 'Bussförare Ystad och Trelleborg', ID },
      '',
    ]);
  });

  it('each recipient kind has its own path; deletes carry the row ID, externals are PUT', async () => {
    const { ID: groupId } = (await createRecipientGroup(FIELDS))!;
    seen.reset();
    const district = (await createGroupRecipient(row({}), groupId))!;
    const role = await createGroupRecipient(
      row({ key: 'r2', kind: 'role', objectId: 1, name: 'Driver' }),
      groupId,
    );
    const site = await createGroupRecipient(
      row({ key: 'r3', kind: 'dutySite', objectId: 100, name: 'Malmö Lokförare' }),
      groupId,
    );
    const external = row({
      key: 'r4',
      kind: 'external',
      objectId: null,
      name: 'Nobina jour',
      mail: 'jour@nobina.se',
      phone: '46701234567',
    });
    const created = (await createGroupRecipient(external, groupId))!;
    await updateGroupRecipient({ ...external, id: created.ID, phone: '46701234568' }, groupId);
    await deleteGroupRecipient(row({ id: district.ID }), groupId);
    expect(calls()).toEqual([
      'POST /mock/msg/GroupDistrictRecipient',
      'POST /mock/msg/GroupRoleRecipient',
      'POST /mock/msg/GroupDutySiteRecipient',
      'POST /mock/msg/GroupExternalRecipient',
      'PUT /mock/msg/GroupExternalRecipient',
      'DELETE /mock/msg/GroupDistrictRecipient',
    ]);
    const base = { RecipientGroupID: groupId };
    expect(await bodies()).toEqual([
      { DistrictID: 4, Name: 'Skåne', ...base },
      { RoleID: 1, Name: 'Driver', ...base },
      { DutySiteID: 100, Name: 'Malmö Lokförare', ...base },
      { Name: 'Nobina jour', ...base, Phone: '46701234567', Mail: 'jour@nobina.se' },
      {
        Name: 'Nobina jour',
        ...base,
        Phone: '46701234568',
        Mail: 'jour@nobina.se',
        ID: created.ID,
      },
      { DistrictID: 4, Name: 'Skåne', ...base, ID: district.ID },
    ]);
    expect([role?.ID, site?.ID].every((n) => Number.isInteger(n))).toBe(true);
  });
});
