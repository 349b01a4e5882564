/**
 * Drafts kept in local storage for a shift (message drafts, messages to a person included, and
 * the marks of sent drafts): each is stamped with when it was last written (`savedAt`, a sent
 * mark's `at`), kept per user across a re-login after the cut-off, and dropped 24 hours after
 * that stamp — at start, on every write, when storage is full, and all of a user's at an explicit
 * sign-out.
 */
export const DRAFT_PREFIX = 'pp.message.draft.';
export const SENT_PREFIX = 'pp.message.sent.';
const PREFIXES = [DRAFT_PREFIX, SENT_PREFIX];

/** How long a draft is kept after it was last written. */
export const DRAFT_KEPT_MS = 24 * 60 * 60 * 1000;

/** When the stored entry was last written, or null when it carries no readable stamp. */
function stampOf(raw: string | null): number | null {
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { savedAt, at } = value as Record<string, unknown>;
    const stamp = typeof savedAt === 'number' ? savedAt : at;
    return typeof stamp === 'number' && Number.isFinite(stamp) ? stamp : null;
  } catch {
    return null;
  }
}

export const isStale = (stamp: number | null, now = Date.now()) =>
  stamp === null || now - stamp > DRAFT_KEPT_MS;

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Removes every draft (and sent mark) older than a shift, or unreadable; gives how many went. */
export function pruneStaleDrafts(storage?: Storage, now = Date.now()): number {
  try {
    const store = storage ?? localStorage;
    const stale = keysOf(store).filter(
      (key) =>
        PREFIXES.some((prefix) => key.startsWith(prefix)) &&
        isStale(stampOf(store.getItem(key)), now),
    );
    stale.forEach((key) => store.removeItem(key));
    return stale.length;
  } catch {
    return 0; // storage turned off: nothing kept, nothing to prune
  }
}

/** An explicit sign-out: the user's drafts and sent marks go from this device. */
export function dropUserDrafts(userId: string, storage?: Storage): void {
  try {
    const store = storage ?? localStorage;
    keysOf(store)
      .filter((key) => PREFIXES.some((prefix) => key.startsWith(`${prefix}${userId}.`)))
      .forEach((key) => store.removeItem(key));
  } catch {
    /* storage turned off */
  }
}
