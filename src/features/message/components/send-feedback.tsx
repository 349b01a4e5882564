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

/** What a failed send says: its answer or why it was not looked for, and what follows. */
function FailureText({ failure }: { failure: SendFailure }) {
  const t = useStrings(messageStrings);
  if (failure.kind === 'unconfirmed') return <p>{t.uncertain}</p>;
  return (
    <p>
      {failure.kind === 'lookFailed' ? (
        <strong>{t.lookFailed(failure.detail)}</strong>
      ) : (
        <FailedAnswer status={failure.status} detail={failure.detail} />
      )}
      {failure.kind === 'unknown' || failure.kind === 'lookFailed' ? ` ${t.uncertain}` : ''}
      {failure.kind === 'notFound' ? ` ${t.notInList}` : ''}
    </p>
  );
}

/**
 * What went wrong with a send, read out at once (an Alert, mounted before it has anything to
 * say); and the steps of a send, with the check of an uncertain earlier one.
 */
export function SendFeedback({
  failure,
  pending,
  phase,
}: {
  failure: SendFailure | null;
  pending: boolean;
  phase: SendPhase | 'idle';
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
      <Alert>{failure ? <FailureText failure={failure} /> : null}</Alert>
      <p role="status" className="muted">
        {phaseText[phase]}
        {phase === 'idle' && pending && !failure ? t.uncertain : ''}
      </p>
    </>
  );
}
