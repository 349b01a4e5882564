import { RECIPIENT_KINDS, type DraftRecipient, type GroupDraft } from './group-draft';

/** A stored draft read back (sessionStorage): anything malformed gives null (start afresh). */
const int = (v: unknown): number | null => (Number.isInteger(v) ? (v as number) : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function parseRecipient(raw: unknown): DraftRecipient | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Record<string, unknown>;
  if (typeof v.key !== 'string' || !RECIPIENT_KINDS.includes(v.kind as never)) return null;
  return {
    key: v.key,
    kind: v.kind as DraftRecipient['kind'],
    id: int(v.id),
    objectId: int(v.objectId),
    name: str(v.name),
    mail: str(v.mail),
    phone: str(v.phone),
    isFromAPI: v.isFromAPI === true && int(v.id) !== null,
    isDeleted: v.isDeleted === true,
    isVisible: v.isVisible !== false,
    isChanged: v.isChanged === true,
    ...(int(v.createSentAt) !== null ? { createSentAt: int(v.createSentAt)! } : {}),
    ...(Array.isArray(v.createBefore)
      ? { createBefore: v.createBefore.filter((n): n is number => Number.isInteger(n)) }
      : {}),
  };
}

export function parseDraft(raw: unknown): GroupDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Record<string, unknown>;
  if (!Array.isArray(v.recipients) || !Array.isArray(v.channels)) return null;
  const recipients = v.recipients.map(parseRecipient);
  if (recipients.some((r) => r === null)) return null;
  return {
    groupId: int(v.groupId),
    name: str(v.name),
    districtId: int(v.districtId),
    from: str(v.from),
    channels: v.channels.filter((c): c is number => [1, 2, 3].includes(c as number)),
    recipients: recipients as DraftRecipient[],
    nextKey: Math.max(int(v.nextKey) ?? 1, recipients.length + 1),
    ...(int(v.createSentAt) !== null ? { createSentAt: int(v.createSentAt)! } : {}),
    ...(Array.isArray(v.createBefore)
      ? { createBefore: v.createBefore.filter((n): n is number => Number.isInteger(n)) }
      : {}),
  };
}
