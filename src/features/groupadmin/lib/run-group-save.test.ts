import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { groupSaveApi } from '../api/save-recipient-group';
import { getRecipientGroup } from '../api/get-recipient-group';
import {
  addRecipient,
  changeExternal,
  draftFromGroup,
  emptyDraft,
  removeRecipient,
  type GroupDraft,
} from './group-draft';
import { runGroupSave } from './run-group-save';
import { ApiError } from '@/lib/api/api-error';
import { getRecipientGroups } from '@/lib/resources/recipient-groups/get-recipient-groups';

/** The save against the mock msg host (MSW), with failures injected per call. */
const failCalls = (rules: unknown[]) =>
  fetch('http://localhost/mock/__control', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ failCalls: rules }),
  });

function newGroup(): GroupDraft {
  let draft: GroupDraft = {
    ...emptyDraft(4),
    name: 'Bussförare Ystad',
    from: 'trafikinfo.skane@tagbolaget.se',
    channels: [1, 3],
  };
  draft = addRecipient(draft, { kind: 'district', objectId: 4, name: 'Skåne' });
  draft = addRecipient(draft, { kind: 'role', objectId: 1, name: 'Driver' });
  draft = addRecipient(draft, { kind: 'dutySite', objectId: 100, name: 'Malmö Lokförare' });
  draft = addRecipient(draft, {
    kind: 'external',
    objectId: 3,
    name: 'Nobina jour',
    mail: 'jour@nobina.se',
    phone: '46701234567',
  });
  return draft;
}

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('admin'));
});

describe('runGroupSave', () => {
  it('creates the group and every recipient kind', async () => {
    const outcome = await runGroupSave(newGroup(), groupSaveApi);
    expect(outcome.failures).toEqual([]);
    const group = await getRecipientGroup(outcome.draft.groupId!);
    expect(group).toMatchObject({
      Name: 'Bussförare Ystad',
      DistrictID: 4,
      RecipientTypes: [1, 3],
    });
    expect(group.GroupDistrictRecipients.map((r) => r.DistrictID)).toEqual([4]);
    expect(group.GroupRoleRecipients.map((r) => r.RoleID)).toEqual([1]);
    expect(group.GroupDutySiteRecipients.map((r) => r.DutySiteID)).toEqual([100]);
    expect(group.GroupExternalRecipients).toMatchObject([
      { Name: 'Nobina jour', Mail: 'jour@nobina.se', Phone: '46701234567', RoleID: 3 },
    ]);
    expect(outcome.draft.recipients.every((r) => r.isFromAPI && r.id !== null)).toBe(true);
  });

  it('reports what failed, keeps the rest, and completes on a second save without duplicates', async () => {
    await failCalls([
      { method: 'POST', path: '/GroupRoleRecipient', status: 500 },
      { method: 'POST', path: '/GroupExternalRecipient', status: 503 },
    ]);
    const progress: GroupDraft[] = [];
    const first = await runGroupSave(newGroup(), groupSaveApi, (d) => progress.push(d));
    expect(first.failures.map((f) => [f.kind, f.name, f.operation])).toEqual([
      ['role', 'Driver', 'create'],
      ['external', 'Nobina jour', 'create'],
    ]);
    expect(first.failures[0]!.message).toMatch(/^500 /);
    // The create is marked as sent before it goes; every success is reported at once (kept as
    // draft), the group id first.
    expect(progress[0]).toMatchObject({ groupId: null, createSentAt: expect.any(Number) });
    expect(progress[1]!.groupId).toBe(first.draft.groupId);
    expect(progress[1]!.createSentAt).toBeUndefined();
    expect(progress.at(-1)).toEqual(first.draft);

    const second = await runGroupSave(first.draft, groupSaveApi);
    expect(second.failures).toEqual([]);
    const group = await getRecipientGroup(second.draft.groupId!);
    expect(group.GroupDistrictRecipients).toHaveLength(1);
    expect(group.GroupRoleRecipients).toHaveLength(1);
    expect(group.GroupDutySiteRecipients).toHaveLength(1);
    expect(group.GroupExternalRecipients).toHaveLength(1);
  });

  it('adopts rows the server already has instead of creating them again', async () => {
    const saved = await runGroupSave(newGroup(), groupSaveApi);
    // As if the answers had been lost: the draft still thinks the rows are new.
    const lost: GroupDraft = {
      ...saved.draft,
      recipients: saved.draft.recipients.map((r) => ({ ...r, id: null, isFromAPI: false })),
    };
    const again = await runGroupSave(lost, groupSaveApi);
    expect(again.failures).toEqual([]);
    const group = await getRecipientGroup(saved.draft.groupId!);
    expect(group.GroupRoleRecipients).toHaveLength(1);
    expect(group.GroupExternalRecipients).toHaveLength(1);
  });

  it('a create whose answer was lost is found and adopted, never made twice', async () => {
    const lostAnswer = { ...groupSaveApi };
    lostAnswer.createGroup = async (fields) => {
      await groupSaveApi.createGroup(fields);
      throw new ApiError(0, 'Inget svar från servern inom 20 s.', '');
    };
    const first = await runGroupSave(newGroup(), lostAnswer);
    // No answer: it may have been made, and the report says so.
    expect(first.failures).toMatchObject([{ key: null, operation: 'group', unknown: true }]);
    expect(first.draft).toMatchObject({ groupId: null, createSentAt: expect.any(Number) });

    const second = await runGroupSave(first.draft, groupSaveApi);
    expect(second.failures).toEqual([]);
    expect(second.draft.createSentAt).toBeUndefined();
    const named = (await getRecipientGroups()).filter((g) => g.Name === 'Bussförare Ystad');
    expect(named.map((g) => g.ID)).toEqual([second.draft.groupId]);
    expect((await getRecipientGroup(second.draft.groupId!)).GroupRoleRecipients).toHaveLength(1);
  });

  it('a create refused with a status is not looked for again', async () => {
    await failCalls([{ method: 'POST', path: '/RecipientGroup', status: 500 }]);
    const first = await runGroupSave(newGroup(), groupSaveApi);
    expect(first.failures).toMatchObject([
      { operation: 'group', message: /^500 /, unknown: false },
    ]);
    expect(first.draft.createSentAt).toBeUndefined();
  });

  it('updates changed externals, deletes removed server rows, and stops when the group fails', async () => {
    const group = await getRecipientGroup(4);
    let draft = draftFromGroup(group);
    const nobina = draft.recipients.find((r) => r.name === 'Nobina Malmö')!;
    const role = draft.recipients.find((r) => r.kind === 'role')!;
    draft = changeExternal(draft, nobina.key, { ...nobina, phone: '46401234567' });
    draft = removeRecipient(draft, role.key);
    expect(draft.recipients.find((r) => r.key === role.key)).toMatchObject({
      isDeleted: true,
      isVisible: false,
    });

    await failCalls([{ method: 'PUT', path: '/RecipientGroup/*', status: 400 }]);
    const failed = await runGroupSave(draft, groupSaveApi);
    expect(failed.failures).toMatchObject([{ key: null, operation: 'group' }]);
    expect(failed.draft).toEqual(draft);

    const outcome = await runGroupSave(draft, groupSaveApi);
    expect(outcome.failures).toEqual([]);
    const after = await getRecipientGroup(4);
    expect(after.GroupRoleRecipients).toEqual([]);
    expect(after.GroupExternalRecipients.find((r) => r.ID === nobina.id)?.Phone).toBe(
      '46401234567',
    );
    expect(outcome.draft.recipients.some((r) => r.key === role.key)).toBe(false);
  });
});
