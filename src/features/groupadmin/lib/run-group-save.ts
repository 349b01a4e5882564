import { errorDetail, isApiError, outcomeUnknown } from '@/lib/api/api-error';
import type { Created, GroupFields, GroupSaveApi } from './group-save-api';
import type { DraftRecipient, GroupDraft, RecipientKind } from './group-draft';
import { adoptServerRows, pendingOperation } from './find-saved';
import {
  NotFoundAfterCreate,
  NotSentCheckFailed,
  createGroupOnce,
  findCreatedRows,
} from './create-once';

export { pendingOperation } from './find-saved';
export type { GroupSaveApi } from './group-save-api';

export type SaveOperation = 'group' | 'create' | 'update' | 'delete';

/** Something that was not saved: the group itself (`key` null) or one recipient row. */
export interface SaveFailure {
  key: string | null;
  kind: RecipientKind | null;
  name: string;
  operation: SaveOperation;
  message: string;
  /** No answer came (a time-out, a dropped network): it may have been done all the same. */
  unknown: boolean;
  /** The look before the group's create failed: nothing was sent. */
  notSent?: boolean;
}

export interface SaveOutcome {
  draft: GroupDraft;
  failures: SaveFailure[];
}

/** What the user is told of a failed call: the reason, and whether it may have been done. */
const reasonOf = (error: unknown, unknown = false) =>
  error instanceof NotSentCheckFailed
    ? { message: errorDetail(error), unknown: false, notSent: true }
    : {
        message: errorDetail(error),
        unknown: unknown || error instanceof NotFoundAfterCreate || outcomeUnknown(error),
      };

export function groupFields(draft: GroupDraft): GroupFields {
  return {
    DistrictID: draft.districtId ?? 0,
    Name: draft.name.trim(),
    From: draft.from.replace(/\s+/g, ''),
    RecipientTypes: [...draft.channels].sort(),
  };
}

/**
 * Saves a group with the spec's many calls: create (no id) or update the group, then create,
 * update or delete each recipient row by whether it came from the server and whether it is
 * marked deleted. Every call that succeeds is written into the draft at once (`onProgress`
 * keeps it in storage), so a failure loses nothing and saving again does only what is missing.
 * A failed group call stops the save; a failed recipient call is reported and the rest go on.
 * Success is the status alone; creates are made once (./create-once).
 */
export async function runGroupSave(
  start: GroupDraft,
  api: GroupSaveApi,
  onProgress: (draft: GroupDraft) => void = () => undefined,
): Promise<SaveOutcome> {
  let draft = start;
  const update = (next: GroupDraft) => {
    draft = next;
    onProgress(draft);
  };
  const setRow = (key: string, change: Partial<DraftRecipient> | null) =>
    update({
      ...draft,
      recipients: draft.recipients.flatMap((r) =>
        r.key !== key ? [r] : change === null ? [] : [{ ...r, ...change }],
      ),
    });
  const fields = groupFields(draft);
  const existed = draft.groupId !== null;
  try {
    if (draft.groupId === null) await createGroupOnce(draft, fields, api, update);
    else await api.updateGroup(draft.groupId, fields);
  } catch (error) {
    const failure = { key: null, kind: null, name: fields.Name, operation: 'group' as const };
    return { draft, failures: [{ ...failure, ...reasonOf(error) }] };
  }
  const groupId = draft.groupId!;
  // Before any row is sent again: what the server holds (rows a lost answer made are taken over).
  let lookFailed: unknown = null;
  if (existed && draft.recipients.some((r) => pendingOperation(r) !== null)) {
    try {
      update(adoptServerRows(draft, await api.getGroup(groupId)));
    } catch (error) {
      lookFailed = error;
    }
  }

  const failures: SaveFailure[] = [];
  const unresolved: string[] = [];
  for (const key of draft.recipients.map((r) => r.key)) {
    const row = draft.recipients.find((r) => r.key === key);
    const operation = row && pendingOperation(row);
    if (!row || !operation) continue;
    const fail = (error: unknown, unknown = false) =>
      failures.push({
        key,
        kind: row.kind,
        name: row.name,
        operation,
        ...reasonOf(error, unknown),
      });
    // Sent before without a known outcome, and the group could not be asked: not sent again.
    if (operation === 'create' && row.createSentAt && lookFailed) {
      fail(lookFailed, true);
      continue;
    }
    try {
      if (operation === 'delete') {
        await api.deleteRecipient(row, groupId).catch((error: unknown) => {
          if (!(isApiError(error) && error.status === 404)) throw error;
        });
        setRow(key, null);
      } else if (operation === 'create') {
        setRow(key, { createSentAt: Date.now() });
        let created: Created;
        try {
          created = await api.createRecipient(row, groupId);
        } catch (error) {
          if (!outcomeUnknown(error)) setRow(key, { createSentAt: undefined });
          throw error;
        }
        if (!created) unresolved.push(key);
        else setRow(key, { id: created.ID, isFromAPI: true, createSentAt: undefined });
      } else {
        await api.updateRecipient(row, groupId);
        setRow(key, { isChanged: false });
      }
    } catch (error) {
      fail(error);
    }
  }
  if (unresolved.length === 0) return { draft, failures };
  const found = await findCreatedRows(draft, unresolved, api);
  update(found.draft);
  return { draft, failures: [...failures, ...found.failures] };
}
