import { readStored, removeStored, writeStored } from '@/lib/web-storage';
import { shortHash } from '@/lib/storage/short-hash';
import { DRAFT_PREFIX, SENT_PREFIX, isStale, pruneStaleDrafts } from '@/lib/storage/shift-drafts';

/**
 * Drafts of unsent messages, in local storage per user and per target (a new message from a
 * given link, an update in a thread, a message to a user): kept across a reload, a failed send,
 * a sign-in in between (a re-login after the cut-off) and a closed tab, until the message is sent
 * or the user clears it, for a shift: a draft not written for 24 hours is dropped (shift-drafts),
 * as are all of the user's at an explicit sign-out.
 *
 * `pendingSince` is set just before a send goes out and cleared when its answer says it was not
 * sent; while it is set, the outcome of that send is unknown and the next attempt first checks
 * whether it arrived (the send body is the spec's and carries no key of its own).
 */
export interface Draft<F> {
  form: F;
  pendingSince: number | null;
  savedAt: number;
}

export { DRAFT_PREFIX };

/** Scopes past this length are named by a digest (a target named in a link has no limit). */
const SCOPE_MAX = 64;

/** Bounded whatever the scope: a long one keeps a readable start and a digest of the whole. */
export const draftKey = (userId: string, scope: string) =>
  `${DRAFT_PREFIX}${userId}.${scope.length <= SCOPE_MAX ? scope : `${scope.slice(0, 16)}~${shortHash(scope)}`}`;

/** The draft under `key`, unless it is unreadable or older than a shift. */
export function readDraft<F>(
  key: string,
  parseForm: (raw: unknown) => F | null,
  now = Date.now(),
): Draft<F> | null {
  return readStored('local', key, (raw) => {
    if (typeof raw !== 'object' || raw === null) return null;
    const value = raw as Record<string, unknown>;
    const savedAt = typeof value.savedAt === 'number' ? value.savedAt : null;
    if (isStale(savedAt, now)) return null;
    const form = parseForm(value.form);
    if (!form) return null;
    return {
      form,
      pendingSince: typeof value.pendingSince === 'number' ? value.pendingSince : null,
      savedAt: savedAt ?? 0,
    };
  });
}

/**
 * Drafts older than a shift go first (`savedAt` stamps each: the time of its last change). Storage
 * full or unavailable: the draft lives in memory for this visit.
 */
export function writeDraft<F>(key: string, draft: Draft<F>): void {
  pruneStaleDrafts();
  writeStored('local', key, draft);
}

export const removeDraft = (key: string) => removeStored('local', key);

/** The send state of a draft as stored now (another tab may have changed it since it was read). */
export interface StoredMark {
  /** Whether the draft is in storage (false once sent or cleared, or where storage is refused). */
  stored: boolean;
  pendingSince: number | null;
}

export function readMark(key: string): StoredMark {
  const mark = readStored('local', key, (raw) =>
    typeof raw === 'object' && raw !== null
      ? { pendingSince: (raw as Record<string, unknown>).pendingSince }
      : null,
  );
  if (!mark) return { stored: false, pendingSince: null };
  return {
    stored: true,
    pendingSince: typeof mark.pendingSince === 'number' ? mark.pendingSince : null,
  };
}

/**
 * That a draft was sent: its attempt's start (`since`) and when it was known to have arrived
 * (`at`). Written before the draft is removed, so that another tab still holding the draft looks
 * for that message instead of sending it again. Kept a day.
 */
export interface SentMark {
  since: number;
  at: number;
}

const SENT_KEPT_MS = 24 * 60 * 60 * 1000;
const sentKey = (draftKey: string) => `${SENT_PREFIX}${draftKey.slice(DRAFT_PREFIX.length)}`;

export const writeSentMark = (draftKey: string, mark: SentMark) =>
  void writeStored('local', sentKey(draftKey), mark);

export function readSentMark(draftKey: string, now = Date.now()): SentMark | null {
  return readStored('local', sentKey(draftKey), (raw) => {
    if (typeof raw !== 'object' || raw === null) return null;
    const { since, at } = raw as Record<string, unknown>;
    if (typeof since !== 'number' || typeof at !== 'number' || now - at > SENT_KEPT_MS) return null;
    return { since, at };
  });
}
