import { Alert } from '@/components/alert';
import { useStrings } from '@/lib/i18n';
import type { SendOutcome, SendPhase } from '../lib/send-exactly-once';
import { messageStrings } from '../strings';
import type { SendFailure } from './use-send-once';

type Texts = (typeof messageStrings)['sv'];

/** What the user is told once a send is done: sent, or found in the list after all. */
export function sentText(t: Texts, result: SendOutcome): string {
  if (result.outcome === 'sent') return t.sent;
  return result.status ? t.sentDespite(String(result.status)) : t.alreadySent;
}

/** The answer that failed: its status with 'skickar fel' (spec 2 §8), or no answer at all. */
function FailedAnswer({ status, detail }: { status: number; detail: string }) {
  const t = useStrings(messageStrings);
  return status > 0 ? (
    <>
      <strong>{t.sendError(String(status))}</strong> <span className="muted">{detail}</span>
    </>
  ) : (
    <strong>{t.networkError(detail)}</strong>
  );
}

/** What follows an unknown outcome: a look in the list, or (no list to look in) the user's say. */
const uncertainText = (t: Texts, listed: boolean) => (listed ? t.uncertain : t.uncertainUnlisted);

/** What a failed send says: its answer or why it was not looked for, and what follows. */
function FailureText({ failure, listed }: { failure: SendFailure; listed: boolean }) {
  const t = useStrings(messageStrings);
  const uncertain = uncertainText(t, listed);
  if (failure.kind === 'unconfirmed') return <p>{uncertain}</p>;
  return (
    <p>
      {failure.kind === 'lookFailed' ? (
        <strong>{t.lookFailed(failure.detail)}</strong>
      ) : (
        <FailedAnswer status={failure.status} detail={failure.detail} />
      )}
      {failure.kind === 'unknown' || failure.kind === 'lookFailed' ? ` ${uncertain}` : ''}
      {failure.kind === 'notFound' ? ` ${t.notInList}` : ''}
    </p>
  );
}

/**
 * What went wrong with a send, read out at once (an Alert, mounted before it has anything to
 * say); and the steps of a send, with the check of an uncertain earlier one. `listed`: whether
 * the sent message can be looked for in the list (false for messages to users: the user decides).
 */
export function SendFeedback({
  failure,
  pending,
  phase,
  listed = true,
}: {
  failure: SendFailure | null;
  pending: boolean;
  phase: SendPhase | 'idle';
  listed?: boolean;
}) {
  const t = useStrings(messageStrings);
  const phaseText = {
    idle: '',
    waiting: t.waitingForTab,
    checking: t.checking,
    sending: t.sending,
  };
  return (
    <>
      <Alert>{failure ? <FailureText failure={failure} listed={listed} /> : null}</Alert>
      <p role="status" className="muted">
        {phaseText[phase]}
        {phase === 'idle' && pending && !failure ? uncertainText(t, listed) : ''}
      </p>
    </>
  );
}
