import { showToast } from '@/components/toast';
import { leaveSignInNotice } from '@/lib/auth/sign-in-notice';
import { pick } from '@/lib/i18n';
import { readSettings } from '@/lib/settings';
import { useSessionStore } from '@/stores/session';
import { shellStrings } from '../strings';
import { decideHandover, type HandoverDecision } from './handover-decision';

/**
 * Loaded only when an address hands over a token (./watch-handovers.ts), not with every start.
 *
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
