import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { ApiError } from '@/lib/api/api-error';
import { getRecipientGroups } from '@/lib/resources/recipient-groups/get-recipient-groups';
import { groupSaveApi } from '../api/save-recipient-group';
import { getRecipientGroup } from '../api/get-recipient-group';
import { addRecipient, draftFromGroup, emptyDraft, type GroupDraft } from './group-draft';
import { runGroupSave, type GroupSaveApi } from './run-group-save';

/** Creates whose outcome is not known are looked for, never sent twice (against the mock). */

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('admin'));
});

const lost = () => new ApiError(0, 'Nätverksfel', '');

const draftNamed = (name: string): GroupDraft => ({
  ...emptyDraft(4),
  name,
  from: 'trafikinfo.skane@tagbolaget.se',
});

const named = async (name: string) =>
  (await getRecipientGroups()).filter((g) => g.Name === name).map((g) => g.ID);

describe('a group create', () => {
  it('answered 2xx without an id is found in the list by district, name and sender', async () => {
    // A group of the same name and sender from before is not mistaken for the new one.
    const before = await runGroupSave(draftNamed('Samma namn'), groupSaveApi);
    const api: GroupSaveApi = {
      ...groupSaveApi,
      createGroup: async (fields) => void (await groupSaveApi.createGroup(fields)),
    };
    const outcome = await runGroupSave(draftNamed('Samma namn'), api);
    expect(outcome.failures).toEqual([]);
    expect(outcome.draft.groupId).not.toBe(before.draft.groupId);
    expect(await named('Samma namn')).toEqual([before.draft.groupId, outcome.draft.groupId]);
  });

  it('answered 2xx without an id, with the list down, is unknown and not made twice', async () => {
    let listDown = false;
    const api: GroupSaveApi = {
      ...groupSaveApi,
      createGroup: async (fields) => {
        await groupSaveApi.createGroup(fields);
        listDown = true;
        return undefined;
      },
      listGroups: () => (listDown ? Promise.reject(lost()) : groupSaveApi.listGroups()),
    };
    const first = await runGroupSave(draftNamed('Utan id'), api);
    expect(first.failures).toMatchObject([{ operation: 'group', unknown: true }]);
    expect(first.draft).toMatchObject({ groupId: null, createSentAt: expect.any(Number) });
    const second = await runGroupSave(first.draft, groupSaveApi);
    expect(second.failures).toEqual([]);
    expect(await named('Utan id')).toEqual([second.draft.groupId]);
  });
});

describe('a recipient create', () => {
  const withExternal = async () => {
    const draft = draftFromGroup(await getRecipientGroup(4));
    return addRecipient(draft, {
      kind: 'external',
      objectId: null,
      name: 'Jour utan svar',
      mail: 'jour@buss.se',
    });
  };
  const externals = async () =>
    (await getRecipientGroup(4)).GroupExternalRecipients.filter((r) => r.Name === 'Jour utan svar');

  it('without an answer is not sent again while the group cannot be read, then taken over', async () => {
    const dropped: GroupSaveApi = {
      ...groupSaveApi,
      createRecipient: async (row, groupId) => {
        await groupSaveApi.createRecipient(row, groupId);
        throw lost();
      },
    };
    const first = await runGroupSave(await withExternal(), dropped);
    expect(first.failures).toMatchObject([
      { kind: 'external', operation: 'create', unknown: true },
    ]);
    const row = first.draft.recipients.find((r) => r.name === 'Jour utan svar')!;
    expect(row).toMatchObject({ isFromAPI: false, createSentAt: expect.any(Number) });

    const blind: GroupSaveApi = { ...groupSaveApi, getGroup: () => Promise.reject(lost()) };
    const second = await runGroupSave(first.draft, blind);
    expect(second.failures).toMatchObject([{ kind: 'external', unknown: true }]);
    expect(await externals()).toHaveLength(1);

    const third = await runGroupSave(second.draft, groupSaveApi);
    expect(third.failures).toEqual([]);
    const [made] = await externals();
    expect(third.draft.recipients.find((r) => r.key === row.key)).toMatchObject({ id: made!.ID });
    expect(await externals()).toHaveLength(1);
  });

  it('answered 2xx without an id takes the row over from the group at once', async () => {
    const noId: GroupSaveApi = {
      ...groupSaveApi,
      createRecipient: async (row, groupId) =>
        void (await groupSaveApi.createRecipient(row, groupId)),
    };
    const outcome = await runGroupSave(await withExternal(), noId);
    expect(outcome.failures).toEqual([]);
    const [made] = await externals();
    const row = outcome.draft.recipients.find((r) => r.name === 'Jour utan svar');
    expect(row).toMatchObject({ id: made!.ID, isFromAPI: true });
    expect(row?.createSentAt).toBeUndefined();
  });
});
