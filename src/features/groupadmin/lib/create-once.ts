import { errorDetail, outcomeUnknown } from '@/lib/api/api-error';
import type { Created, GroupFields, GroupSaveApi } from './group-save-api';
import type { GroupDraft } from './group-draft';
import { adoptServerRows, findCreatedGroup, lookalikeIds } from './find-saved';
import type { SaveFailure } from './run-group-save';

/**
 * The creates of a group save, each made once: a create whose outcome is not known (no answer,
 * a gateway's answer, a 2xx without the ID) leaves a mark in the draft, and what it may have made
 * is looked for before it is ever sent again.
 */

/** The server said yes without the new record's ID, and the record could not be found. */
export class NotFoundAfterCreate extends Error {}
/** The look before a create failed: nothing was sent (not an unknown outcome; try again). */
export class NotSentCheckFailed extends Error {}
const GROUP_NOT_FOUND = 'svaret saknade gruppens id och gruppen hittades inte.';
const ROW_NOT_FOUND = 'svaret saknade id och mottagaren hittades inte i gruppen';

type Update = (next: GroupDraft) => void;

/**
 * Creates the group once. The list is read first: it finds a group an earlier create made
 * whose outcome was not known (never two groups), and tells which lookalikes were there before.
 * A 2xx without the ID is followed by a look in the list for the group that was not there.
 * When that first look fails nothing is sent: the user is told so (not "may be saved"), unless
 * an earlier create of this draft is still unknown.
 */
export async function createGroupOnce(
  draft: GroupDraft,
  fields: GroupFields,
  api: GroupSaveApi,
  update: Update,
): Promise<void> {
  let groups;
  try {
    groups = await api.listGroups();
  } catch (error) {
    if (draft.createSentAt) throw error;
    throw new NotSentCheckFailed(errorDetail(error));
  }
  const earlier = draft.createSentAt ? findCreatedGroup(groups, fields, draft) : null;
  const clear = { createSentAt: undefined, createBefore: undefined };
  if (earlier) return update({ ...draft, groupId: earlier.ID, ...clear });
  const mark = { createSentAt: Date.now(), createBefore: lookalikeIds(groups, fields) };
  update({ ...draft, ...mark });
  let created: Created;
  try {
    created = await api.createGroup(fields);
  } catch (error) {
    if (!outcomeUnknown(error)) update({ ...draft, ...clear });
    throw error;
  }
  let groupId = created?.ID;
  if (groupId === undefined) {
    let list;
    try {
      list = await api.listGroups();
    } catch (error) {
      throw new NotFoundAfterCreate(errorDetail(error));
    }
    groupId = findCreatedGroup(list, fields, mark)?.ID;
    if (groupId === undefined) throw new NotFoundAfterCreate(GROUP_NOT_FOUND);
  }
  update({ ...draft, groupId, ...clear });
}

/**
 * Rows whose create the server took (2xx) without giving the ID: the group is read once and
 * they are taken over. One not found keeps its mark (the server said yes: it is looked for again
 * on the next save) and is reported as not known. So does every other row not found: a create of
 * this save that got no answer may not be visible yet, and this read does not prove it absent.
 */
export async function findCreatedRows(
  draft: GroupDraft,
  keys: readonly string[],
  api: GroupSaveApi,
): Promise<{ draft: GroupDraft; failures: SaveFailure[] }> {
  let message = ROW_NOT_FOUND;
  let next = draft;
  try {
    const adopted = adoptServerRows(draft, await api.getGroup(draft.groupId!));
    next = {
      ...adopted,
      recipients: adopted.recipients.map((r) =>
        r.isFromAPI ? r : draft.recipients.find((d) => d.key === r.key)!,
      ),
    };
  } catch (error) {
    message = errorDetail(error);
  }
  const failures = next.recipients
    .filter((r) => keys.includes(r.key) && !r.isFromAPI)
    .map((r) => ({
      key: r.key,
      kind: r.kind,
      name: r.name,
      operation: 'create' as const,
      message,
      unknown: true,
    }));
  return { draft: next, failures };
}
