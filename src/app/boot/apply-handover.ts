import { showToast } from '@/components/toast';
import { rememberReturnPath } from '@/lib/auth/return-path';
import { leaveSignInNotice } from '@/lib/auth/sign-in-notice';
import { pick } from '@/lib/i18n';
import { readSettings } from '@/lib/settings';
import { useSessionStore } from '@/stores/session';
import { shellStrings } from '../strings';
import { decideHandover, type HandoverDecision } from './handover-decision';
import { takeHandover } from './handover';

/**
 * What a token handed over in the address does: signs in, or replaces the same user's token;
 * never switches a signed-in user unasked (the decision is 'ask', for the shell to put), never
 * signs anyone out (a bad one is said and ignored).
 */
export function applyHandover(token: string | null): HandoverDecision {
  const decision = decideHandover(token, useSessionStore.getState().session);
  if (decision.kind === 'sign-in' || decision.kind === 'replace')
    useSessionStore.getState().signIn(decision.token);
  else if (decision.kind === 'invalid' && decision.hadSession) {
    const userId = useSessionStore.getState().session?.userId ?? '';
    showToast(pick(shellStrings, readSettings(userId).language).handoverInvalid, 'error', 12_000);
  } else if (decision.kind === 'invalid') leaveSignInNotice({ kind: 'invalid-handover' });
  return decision;
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
    const decision = applyHandover(token);
    if (decision.kind === 'ask') onAsk?.(decision);
  });
}

/** The shell's question for a handed-over token of another user that came while it ran. */
export function onHandoverAsk(listener: (decision: HandoverDecision) => void): () => void {
  onAsk = listener;
  return () => {
    if (onAsk === listener) onAsk = null;
  };
}
