import type { RecipientGroup } from '@/lib/resources/recipient-groups/recipient-group-schema';

/**
 * The edit form's state (spec 2 §3, "group recipient, client view"): the group's own fields and
 * its recipients of four kinds. A row remembers whether it came from the server (`isFromAPI`,
 * with its server `id`) and whether it is marked deleted; a deleted server row is hidden at once
 * (`isVisible` false) and deleted on save. Plain JSON, so it is kept as a draft in storage.
 */
export type RecipientKind = 'district' | 'role' | 'dutySite' | 'external';
export const RECIPIENT_KINDS: readonly RecipientKind[] = [
  'district',
  'role',
  'dutySite',
  'external',
];

export interface DraftRecipient {
  /** Unique within the draft (React key; names the row in save results). */
  key: string;
  kind: RecipientKind;
  /** The server row's ID once it exists there. */
  id: number | null;
  /** DistrictID, RoleID or DutySiteID; for externals their RoleID (may be null). */
  objectId: number | null;
  name: string;
  mail: string;
  phone: string;
  isFromAPI: boolean;
  isDeleted: boolean;
  isVisible: boolean;
  /** An external row changed since it came from the server (saved with PUT). */
  isChanged: boolean;
  /**
   * When this row's create was sent and no answer told whether it was made (or the answer had
   * no ID): the next save looks for it in the group before it is ever sent again.
   */
  createSentAt?: number;
}

export interface GroupDraft {
  groupId: number | null;
  name: string;
  districtId: number | null;
  from: string;
  channels: number[];
  recipients: DraftRecipient[];
  /** Counter for new row keys. */
  nextKey: number;
  /**
   * When the group's create was last sent without an answer (time-out, dropped network): it may
   * exist, so the next save looks for it before creating it again.
   */
  createSentAt?: number;
  /** The ids of groups with this district and name that existed before that create was sent. */
  createBefore?: number[];
}

export function emptyDraft(districtId: number | null): GroupDraft {
  return {
    groupId: null,
    name: '',
    districtId,
    from: '',
    channels: [1, 2],
    recipients: [],
    nextKey: 1,
  };
}

function serverRow(
  kind: RecipientKind,
  row: { ID: number | null; Name: string },
  objectId: number | null,
  extra: { mail?: string; phone?: string } = {},
  at = 0,
): DraftRecipient {
  return {
    // A duty-site row may come without its ID (spec 2 §3 gives those rows no fields).
    key: row.ID === null ? `${kind}-at-${at}` : `${kind}-${row.ID}`,
    kind,
    id: row.ID,
    objectId,
    name: row.Name,
    mail: extra.mail ?? '',
    phone: extra.phone ?? '',
    isFromAPI: true,
    isDeleted: false,
    isVisible: true,
    isChanged: false,
  };
}

/** The rows of a server group in the form's terms. */
export function serverRecipients(group: RecipientGroup): DraftRecipient[] {
  return [
    ...group.GroupDistrictRecipients.map((r) => serverRow('district', r, r.DistrictID)),
    ...group.GroupRoleRecipients.map((r) => serverRow('role', r, r.RoleID)),
    ...group.GroupDutySiteRecipients.map((r, i) => serverRow('dutySite', r, r.DutySiteID, {}, i)),
    ...group.GroupExternalRecipients.map((r) =>
      serverRow('external', r, r.RoleID, { mail: r.Mail, phone: r.Phone }),
    ),
  ];
}

export function draftFromGroup(group: RecipientGroup): GroupDraft {
  return {
    groupId: group.ID,
    name: group.Name,
    districtId: group.DistrictID,
    from: group.From,
    channels: [...group.RecipientTypes],
    recipients: serverRecipients(group),
    nextKey: 1,
  };
}

export interface NewRecipient {
  kind: RecipientKind;
  objectId: number | null;
  name: string;
  mail?: string;
  phone?: string;
}

/** Whether two rows name the same recipient (a group lists each one once). */
export function sameRecipient(
  a: Pick<DraftRecipient, 'kind' | 'objectId' | 'name' | 'mail' | 'phone'>,
  b: Pick<DraftRecipient, 'kind' | 'objectId' | 'name' | 'mail' | 'phone'>,
): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind !== 'external') return a.objectId === b.objectId;
  const same = (x: string, y: string) => x.trim().toLowerCase() === y.trim().toLowerCase();
  return same(a.name, b.name) && same(a.mail, b.mail) && same(a.phone, b.phone);
}

/**
 * Adds a recipient. One the group already shows is not added twice; one marked deleted comes
 * back instead of being deleted and created again.
 */
export function addRecipient(draft: GroupDraft, added: NewRecipient): GroupDraft {
  const row = { mail: '', phone: '', ...added };
  const existing = draft.recipients.find((r) => sameRecipient(r, row));
  if (existing?.isVisible) return draft;
  if (existing) {
    return {
      ...draft,
      recipients: draft.recipients.map((r) =>
        r === existing ? { ...r, isDeleted: false, isVisible: true } : r,
      ),
    };
  }
  const recipient: DraftRecipient = {
    ...row,
    key: `new-${draft.nextKey}`,
    id: null,
    isFromAPI: false,
    isDeleted: false,
    isVisible: true,
    isChanged: false,
  };
  return { ...draft, recipients: [...draft.recipients, recipient], nextKey: draft.nextKey + 1 };
}

/** Removes a row: a server row is marked deleted and hidden (deleted on save), a new one goes. */
export function removeRecipient(draft: GroupDraft, key: string): GroupDraft {
  return {
    ...draft,
    recipients: draft.recipients.flatMap((r) => {
      if (r.key !== key) return [r];
      return r.isFromAPI ? [{ ...r, isDeleted: true, isVisible: false }] : [];
    }),
  };
}

/** Changes an external row's fields (a server row is then saved with PUT). */
export function changeExternal(
  draft: GroupDraft,
  key: string,
  fields: { name: string; mail: string; phone: string; objectId: number | null },
): GroupDraft {
  return {
    ...draft,
    recipients: draft.recipients.map((r) =>
      r.key === key ? { ...r, ...fields, isChanged: r.isFromAPI } : r,
    ),
  };
}

export const visibleRecipients = (draft: GroupDraft) => draft.recipients.filter((r) => r.isVisible);
