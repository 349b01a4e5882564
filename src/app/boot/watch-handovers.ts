import { rememberReturnPath } from '@/lib/auth/return-path';
import { useSessionStore } from '@/stores/session';
import type { HandoverDecision } from './handover-decision';
import { takeHandover } from './handover';

/**
 * What a token handed over in the address does (./apply-handover.ts), loaded when a link hands
 * one over: most starts have none. Should it fail to load, the token is not used and the session
 * stays as it was (as for a bad token).
 */
export function applyHandoverToken(token: string): Promise<HandoverDecision> {
  return import('./apply-handover').then(
    (m) => m.applyHandover(token),
    (): HandoverDecision => ({ kind: 'none' }),
  );
}

let onAsk: ((decision: HandoverDecision) => void) | null = null;

/**
 * A link with a token opened in a tab that already shows the portal changes only the part after
 * `#`: the page is not loaded again, so start-up never sees the token. This listener, added before
 * the router's, takes it out of the address (the entry the link made is replaced: the token
 * stays in no history) before the router reads the address, and applies it.
 */
export function watchHandovers(): void {
  window.addEventListener('popstate', () => {
    const { token, cleanUrl } = takeHandover(window.location.href);
    if (!token) return;
    window.history.replaceState(window.history.state, '', cleanUrl);
    // Signed out (the login view shows): once signed in, the view goes on to the link's route.
    if (!useSessionStore.getState().session) rememberReturnPath(new URL(cleanUrl).hash.slice(1));
    void applyHandoverToken(token).then((decision) => {
      if (decision.kind === 'ask') onAsk?.(decision);
    });
  });
}

/** The shell's question for a handed-over token of another user that came while it ran. */
export function onHandoverAsk(listener: (decision: HandoverDecision) => void): () => void {
  onAsk = listener;
  return () => {
    if (onAsk === listener) onAsk = null;
  };
}
