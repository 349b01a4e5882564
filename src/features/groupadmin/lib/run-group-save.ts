import { isApiError, outcomeUnknown } from '@/lib/api/api-error';
import type { RecipientGroup } from '@/lib/recipient-groups/recipient-group-schema';
import type { GroupFields } from '../api/save-recipient-group';
import {
  sameRecipient,
  serverRecipients,
  type DraftRecipient,
  type GroupDraft,
  type RecipientKind,
} from './group-draft';

/** The calls a save makes (the api files in the app; fakes in tests). */
export interface GroupSaveApi {
  createGroup(fields: GroupFields): Promise<{ ID: number }>;
  updateGroup(groupId: number, fields: GroupFields): Promise<{ ID: number }>;
  getGroup(groupId: number): Promise<RecipientGroup>;
  listGroups(): Promise<RecipientGroup[]>;
  createRecipient(row: DraftRecipient, groupId: number): Promise<{ ID: number }>;
  updateRecipient(row: DraftRecipient, groupId: number): Promise<unknown>;
  deleteRecipient(row: DraftRecipient, groupId: number): Promise<unknown>;
}

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
}

export interface SaveOutcome {
  draft: GroupDraft;
  failures: SaveFailure[];
}

const messageOf = (error: unknown) =>
  isApiError(error) ? error.statusText : error instanceof Error ? error.message : String(error);

/** What the user is told of a failed call: the reason, and whether it may have been done. */
const reasonOf = (error: unknown) => ({
  message: messageOf(error),
  unknown: outcomeUnknown(error),
});

export function groupFields(draft: GroupDraft): GroupFields {
  return {
    DistrictID: draft.districtId ?? 0,
    Name: draft.name.trim(),
    From: draft.from.replace(/\s+/g, ''),
    RecipientTypes: [...draft.channels].sort(),
  };
}

/** What a row still needs on the server, or null when it is saved. */
export function pendingOperation(row: DraftRecipient): Exclude<SaveOperation, 'group'> | null {
  if (row.isDeleted) return row.isFromAPI ? 'delete' : null;
  if (!row.isFromAPI) return 'create';
  return row.isChanged ? 'update' : null;
}

/**
 * Takes over what the server already holds, so that saving again never duplicates: a row still
 * to be created that the server has (an earlier answer lost, or added elsewhere) gets that row's
 * ID; a row still to be deleted that the server no longer has is done.
 */
export function adoptServerRows(draft: GroupDraft, group: RecipientGroup): GroupDraft {
  const server = serverRecipients(group);
  const held = new Set(
    draft.recipients.flatMap((r) => (r.id === null ? [] : [`${r.kind}-${r.id}`])),
  );
  const recipients = draft.recipients.flatMap((row): DraftRecipient[] => {
    const pending = pendingOperation(row);
    if (pending === 'delete')
      return server.some((s) => s.kind === row.kind && s.id === row.id) ? [row] : [];
    if (pending !== 'create') return [row];
    const match = server.find((s) => !held.has(`${s.kind}-${s.id}`) && sameRecipient(s, row));
    if (!match) return [row];
    held.add(`${match.kind}-${match.id}`);
    return [{ ...row, id: match.id, isFromAPI: true, isChanged: false }];
  });
  return { ...draft, recipients };
}

/** The server clock may run a little behind the browser's. */
const CLOCK_SLACK_MS = 2 * 60_000;

/** The group a create without an answer made, if the server has it (same district and name). */
export function findCreatedGroup(
  groups: readonly RecipientGroup[],
  fields: GroupFields,
  sentAt: number,
): RecipientGroup | null {
  return (
    groups.find(
      (g) =>
        g.DistrictID === fields.DistrictID &&
        g.Name.trim() === fields.Name &&
        (g.Created?.getTime() ?? 0) >= sentAt - CLOCK_SLACK_MS,
    ) ?? null
  );
}

/**
 * Saves a group with the spec's many calls: create (no id) or update the group, then create,
 * update or delete each recipient row by whether it came from the server and whether it is
 * marked deleted. Every call that succeeds is written into the draft at once (`onProgress`
 * keeps it in storage), so a failure loses nothing and saving again does only what is missing.
 * A failed group call stops the save; a failed recipient call is reported and the rest go on.
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
  const fields = groupFields(draft);
  const existed = draft.groupId !== null;
  try {
    if (draft.groupId === null && draft.createSentAt) {
      // An earlier create got no answer: adopt the group if it was made (never two groups).
      const found = findCreatedGroup(await api.listGroups(), fields, draft.createSentAt);
      if (found) update({ ...draft, groupId: found.ID, createSentAt: undefined });
    }
    if (draft.groupId === null) {
      update({ ...draft, createSentAt: Date.now() });
      let created: { ID: number };
      try {
        created = await api.createGroup(fields);
      } catch (error) {
        if (!outcomeUnknown(error)) update({ ...draft, createSentAt: undefined });
        throw error;
      }
      update({ ...draft, groupId: created.ID, createSentAt: undefined });
    } else {
      await api.updateGroup(draft.groupId, fields);
    }
  } catch (error) {
    const failure = { key: null, kind: null, name: fields.Name, operation: 'group' as const };
    return { draft, failures: [{ ...failure, ...reasonOf(error) }] };
  }
  const groupId = draft.groupId!;
  const work = draft.recipients.filter((r) => pendingOperation(r) !== null);
  if (existed && work.length > 0) {
    try {
      update(adoptServerRows(draft, await api.getGroup(groupId)));
    } catch {
      /* the calls below still answer 400 to a duplicate */
    }
  }

  const failures: SaveFailure[] = [];
  for (const key of draft.recipients.map((r) => r.key)) {
    const row = draft.recipients.find((r) => r.key === key);
    const operation = row && pendingOperation(row);
    if (!row || !operation) continue;
    try {
      if (operation === 'delete') {
        await api.deleteRecipient(row, groupId).catch((error: unknown) => {
          if (!(isApiError(error) && error.status === 404)) throw error;
        });
        update({ ...draft, recipients: draft.recipients.filter((r) => r.key !== key) });
      } else if (operation === 'create') {
        const created = await api.createRecipient(row, groupId);
        const saved = { ...row, id: created.ID, isFromAPI: true, isChanged: false };
        update({ ...draft, recipients: draft.recipients.map((r) => (r.key === key ? saved : r)) });
      } else {
        await api.updateRecipient(row, groupId);
        const saved = { ...row, isChanged: false };
        update({ ...draft, recipients: draft.recipients.map((r) => (r.key === key ? saved : r)) });
      }
    } catch (error) {
      failures.push({ key, kind: row.kind, name: row.name, operation, ...reasonOf(error) });
    }
  }
  return { draft, failures };
}
