import type { RecipientGroup } from '@/lib/resources/recipient-groups/recipient-group-schema';
import type { GroupFields } from './group-save-api';
import {
  sameRecipient,
  serverRecipients,
  type DraftRecipient,
  type GroupDraft,
} from './group-draft';

/**
 * Finding what a write made when its answer did not say (no answer, a gateway's, or a 2xx
 * without the ID): the group in the group list, a recipient row in its group. What is found is
 * taken over, so that saving again never makes a second record.
 */

/** What a row still needs on the server, or null when it is saved. */
export function pendingOperation(row: DraftRecipient): 'create' | 'update' | 'delete' | null {
  if (row.isDeleted) return row.isFromAPI ? 'delete' : null;
  if (!row.isFromAPI) return 'create';
  return row.isChanged ? 'update' : null;
}

/**
 * Takes over what the server already holds: a row still to be created that the server has (an
 * earlier answer lost, or added elsewhere) gets that row's ID; one marked as sent that the server
 * does not have was not made (its mark goes, it may be sent); a row still to be deleted that the
 * server no longer has is done.
 */
export function adoptServerRows(draft: GroupDraft, group: RecipientGroup): GroupDraft {
  const server = serverRecipients(group);
  const held = new Set(
    draft.recipients.flatMap((r) => (r.id === null ? [] : [`${r.kind}-${r.id}`])),
  );
  const recipients = draft.recipients.flatMap((row): DraftRecipient[] => {
    const pending = pendingOperation(row);
    if (pending === 'delete') {
      // A duty-site row may have no ID (spec 2 §3 gives those rows no fields): then by what it names.
      const same = (s: DraftRecipient) =>
        row.id === null ? sameRecipient(s, row) : s.id === row.id;
      return server.some((s) => s.kind === row.kind && same(s)) ? [row] : [];
    }
    if (pending !== 'create') return [row];
    const unmarked = { ...row };
    delete unmarked.createSentAt;
    const match = server.find((s) => !held.has(`${s.kind}-${s.id}`) && sameRecipient(s, row));
    if (!match) return [unmarked];
    held.add(`${match.kind}-${match.id}`);
    return [{ ...unmarked, id: match.id, isFromAPI: true, isChanged: false }];
  });
  return { ...draft, recipients };
}

/** The server clock may run a little behind the browser's. */
const CLOCK_SLACK_MS = 2 * 60_000;

const sameGroup = (g: RecipientGroup, fields: GroupFields) =>
  g.DistrictID === fields.DistrictID &&
  g.Name.trim() === fields.Name &&
  g.From.replace(/\s+/g, '').toLowerCase() === fields.From.toLowerCase();

/** The ids of the groups a create of `fields` could be mistaken for (taken before it is sent). */
export const lookalikeIds = (groups: readonly RecipientGroup[], fields: GroupFields): number[] =>
  groups.filter((g) => sameGroup(g, fields)).map((g) => g.ID);

/**
 * The group a create made, if the server has it: the same district, name and sender, and not
 * one of those there before the create was sent (`before`), or, without that list (a draft of an
 * older portal), created since it was sent. The newest when there are several.
 */
export function findCreatedGroup(
  groups: readonly RecipientGroup[],
  fields: GroupFields,
  mark: { createSentAt?: number; createBefore?: number[] },
): RecipientGroup | null {
  const { createBefore: before, createSentAt: sentAt = 0 } = mark;
  const made = groups.filter(
    (g) =>
      sameGroup(g, fields) &&
      (before ? !before.includes(g.ID) : (g.Created?.getTime() ?? 0) >= sentAt - CLOCK_SLACK_MS),
  );
  return made.reduce<RecipientGroup | null>((a, g) => (a && a.ID > g.ID ? a : g), null);
}
