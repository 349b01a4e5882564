import { beforeEach, describe, expect, it } from 'vitest';
import { pick } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { ApiError } from '@/lib/api/api-error';
import { getRecipientGroups } from '@/lib/resources/recipient-groups/get-recipient-groups';
import { groupSaveApi } from '../api/save-recipient-group';
import { getRecipientGroup } from '../api/get-recipient-group';
import { groupAdminStrings } from '../strings';
import { addRecipient, draftFromGroup, emptyDraft } from './group-draft';
import { saveFailureLine } from './form-messages';
import { runGroupSave, type GroupSaveApi } from './run-group-save';

/** What a save says and keeps when a look before or after a create fails (against the mock). */

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('admin'));
});

const lost = () => new ApiError(0, 'Nätverksfel', '');
const sv = pick(groupAdminStrings, 'sv');

describe('a group create whose look at the list beforehand fails', () => {
  it('sends nothing, and says so: not "may be saved", try again', async () => {
    let posts = 0;
    const api: GroupSaveApi = {
      ...groupSaveApi,
      listGroups: () => Promise.reject(lost()),
      createGroup: (fields) => {
        posts++;
        return groupSaveApi.createGroup(fields);
      },
    };
    const draft = { ...emptyDraft(4), name: 'Ingen koll', from: 'a@tagbolaget.se' };
    const outcome = await runGroupSave(draft, api);
    expect(posts).toBe(0);
    expect(outcome.failures).toMatchObject([{ operation: 'group', unknown: false }]);
    expect(outcome.draft.createSentAt).toBeUndefined();
    expect(saveFailureLine(outcome.failures[0]!, sv)).toBe(
      'Det gick inte att kontrollera om gruppen redan finns (Nätverksfel). Inget skickades. Försök igen.',
    );
    expect((await getRecipientGroups()).filter((g) => g.Name === 'Ingen koll')).toEqual([]);
  });
});

describe('a recipient create without an answer, in a save where another came 2xx without id', () => {
  it('keeps its mark though the group read after does not show it yet: never sent blind', async () => {
    const start = draftFromGroup(await getRecipientGroup(4));
    let draft = addRecipient(start, {
      kind: 'external',
      objectId: null,
      name: 'Sen',
      mail: 's@b.se',
    });
    draft = addRecipient(draft, {
      kind: 'external',
      objectId: null,
      name: 'Utan id',
      mail: 'u@b.se',
    });
    const late: Parameters<GroupSaveApi['createRecipient']>[] = [];
    let sent = 0;
    const first = await runGroupSave(draft, {
      ...groupSaveApi,
      createRecipient: async (row, groupId) => {
        if (row.name === 'Sen') {
          late.push([row, groupId]); // reaches the server after the save has looked
          throw lost();
        }
        await groupSaveApi.createRecipient(row, groupId);
        return undefined;
      },
    });
    const row = first.draft.recipients.find((r) => r.name === 'Sen')!;
    expect(row).toMatchObject({ isFromAPI: false, createSentAt: expect.any(Number) });
    expect(first.draft.recipients.find((r) => r.name === 'Utan id')).toMatchObject({
      isFromAPI: true,
    });
    await groupSaveApi.createRecipient(...late[0]!);

    const blind: GroupSaveApi = {
      ...groupSaveApi,
      getGroup: () => Promise.reject(lost()),
      createRecipient: (r, g) => (sent++, groupSaveApi.createRecipient(r, g)),
    };
    const second = await runGroupSave(first.draft, blind);
    expect(sent).toBe(0);
    expect(second.failures).toMatchObject([{ name: 'Sen', unknown: true }]);

    const third = await runGroupSave(second.draft, groupSaveApi);
    expect(third.failures).toEqual([]);
    const made = (await getRecipientGroup(4)).GroupExternalRecipients.filter(
      (r) => r.Name === 'Sen',
    );
    expect(made).toHaveLength(1);
  });
});
