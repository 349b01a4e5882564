import { readStored, removeStored, writeStored } from '@/lib/web-storage';

/**
 * Drafts of unsent messages, in local storage per user and per target (a new message from a
 * given link, an update in a thread, a message to a user): kept across a reload, a failed send,
 * a sign-in in between and a closed tab, until the message is sent or the user clears it.
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

export const DRAFT_PREFIX = 'pp.message.draft.';

export const draftKey = (userId: string, scope: string) => `${DRAFT_PREFIX}${userId}.${scope}`;

export function readDraft<F>(key: string, parseForm: (raw: unknown) => F | null): Draft<F> | null {
  return readStored('local', key, (raw) => {
    if (typeof raw !== 'object' || raw === null) return null;
    const value = raw as Record<string, unknown>;
    const form = parseForm(value.form);
    if (!form) return null;
    return {
      form,
      pendingSince: typeof value.pendingSince === 'number' ? value.pendingSince : null,
      savedAt: typeof value.savedAt === 'number' ? value.savedAt : 0,
    };
  });
}

/** Storage full or unavailable: the draft lives in memory for this visit. */
export const writeDraft = <F>(key: string, draft: Draft<F>) =>
  void writeStored('local', key, draft);

export const removeDraft = (key: string) => removeStored('local', key);
