import { safeGetItem, safeRemoveItem, safeSetItem } from '@/lib/storage/safe-storage';

/** Where a handed-over token waits, in this tab only, between leaving the address and its use. */
export const PENDING_HANDOVER_KEY = 'pp.handover.pending';

/**
 * Keeps a token handed over in the address until start-up has applied it (after config.json and
 * the hand-over's own chunk have loaded). The address no longer holds it, so a reload in between
 * would otherwise lose it and land on the login view.
 */
export function keepPendingHandover(token: string | null): void {
  if (token) safeSetItem('session', PENDING_HANDOVER_KEY, token);
}

/** The token this tab was handed and has not applied yet (read once), else `fallback`. */
export function takePendingHandover(fallback: string | null): string | null {
  const kept = safeGetItem('session', PENDING_HANDOVER_KEY);
  if (kept !== null) safeRemoveItem('session', PENDING_HANDOVER_KEY);
  return kept ?? fallback;
}
