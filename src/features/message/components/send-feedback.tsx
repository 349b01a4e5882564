import { useStrings } from '@/lib/i18n';
import { messageStrings } from '../strings';
import type { SendFailure } from './use-send-once';

/** What went wrong with a send, read out at once; and the check of an uncertain earlier send. */
export function SendFeedback({
  failure,
  pending,
  phase,
}: {
  failure: SendFailure | null;
  pending: boolean;
  phase: 'idle' | 'checking' | 'sending';
}) {
  const t = useStrings(messageStrings);
  return (
    <>
      <div role="alert" className="send-feedback">
        {failure?.kind === 'status' ? (
          <p className="form-error">
            <strong>{t.sendError(String(failure.status))}</strong>{' '}
            <span className="muted">{failure.detail}</span>
          </p>
        ) : null}
        {failure?.kind === 'unknown' ? (
          <p className="form-error">
            <strong>{t.networkError(failure.detail)}</strong> {t.uncertain}
          </p>
        ) : null}
        {failure?.kind === 'unconfirmed' ? <p className="form-error">{t.uncertain}</p> : null}
      </div>
      <p role="status" className="muted">
        {phase === 'checking' ? t.checking : phase === 'sending' ? t.sending : ''}
        {phase === 'idle' && pending && !failure ? t.uncertain : ''}
      </p>
    </>
  );
}
