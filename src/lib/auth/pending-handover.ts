import { safeGetItem, safeRemoveItem, safeSetItem } from '@/lib/storage/safe-storage';

/** Where a handed-over token waits, in this tab only, between leaving the address and its use. */
export const PENDING_HANDOVER_KEY = 'pp.handover.pending';

/**
 * How long a kept token may wait for the start to use it. A start that failed (a bad config.json)
 * leaves it behind; at a shared PC the next person must not be signed in with it by a reload.
 */
export const PENDING_HANDOVER_MS = 2 * 60_000;

/**
 * Keeps a token handed over in the address until start-up has applied it (after config.json and
 * the hand-over's own chunk have loaded). The address no longer holds it, so a reload in between
 * would otherwise lose it and land on the login view.
 */
export function keepPendingHandover(token: string | null, nowMs = Date.now()): void {
  if (token) safeSetItem('session', PENDING_HANDOVER_KEY, JSON.stringify({ token, at: nowMs }));
}

/**
 * The token this tab was handed and has not applied yet (kept until `dropPendingHandover`), else
 * `fallback`. One kept longer than PENDING_HANDOVER_MS ago is dropped and not used.
 */
export function pendingHandover(fallback: string | null, nowMs = Date.now()): string | null {
  const text = safeGetItem('session', PENDING_HANDOVER_KEY);
  if (text === null) return fallback;
  try {
    const kept = JSON.parse(text) as { token?: unknown; at?: unknown };
    const fresh = typeof kept.at === 'number' && nowMs - kept.at <= PENDING_HANDOVER_MS;
    if (fresh && typeof kept.token === 'string' && kept.token) return kept.token;
  } catch {
    // not ours: dropped below
  }
  dropPendingHandover();
  return fallback;
}

/** The kept token has been applied (or refused): it waits no more. */
export function dropPendingHandover(): void {
  safeRemoveItem('session', PENDING_HANDOVER_KEY);
}
