import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { outcomeUnknown } from '../lib/send-timeout';

export type SendFailure =
  /** The server answered with a status: not sent. */
  | { kind: 'status'; status: number; detail: string }
  /** No answer (network error, time-out): it may have been sent. */
  | { kind: 'unknown'; detail: string }
  /** An earlier attempt's outcome is unknown and cannot be checked: the user must confirm. */
  | { kind: 'unconfirmed' };

/**
 * Sends a draft exactly once. One send at a time (a double click or a repeated Enter is one
 * request); the attempt is marked pending in the stored draft before it goes out; a failure
 * with a status clears the mark (nothing was sent); a failure without an answer keeps it, and
 * the next attempt first asks `verify` whether the message arrived after all, or, where the
 * server cannot be asked, needs `force`.
 */
const detailOf = (error: unknown) => (isApiError(error) ? error.message : (error as Error).message);

export function useSendOnce<B>({
  pendingSince,
  setPending,
  send,
  verify,
  onSent,
}: {
  pendingSince: number | null;
  setPending: (since: number | null) => void;
  send: (body: B) => Promise<unknown>;
  verify?: (since: number, body: B) => Promise<boolean>;
  onSent: (alreadyThere: boolean) => void;
}) {
  const inFlight = useRef(false);
  const [phase, setPhase] = useState<'idle' | 'checking' | 'sending'>('idle');
  const [failure, setFailure] = useState<SendFailure | null>(null);

  const run = useCallback(
    async (body: B, options: { force?: boolean } = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setFailure(null);
      try {
        if (pendingSince !== null) {
          if (verify) {
            setPhase('checking');
            let arrived: boolean;
            try {
              arrived = await verify(pendingSince, body);
            } catch (error) {
              // The check itself failed: still unknown whether it arrived, so nothing is sent.
              setFailure({ kind: 'unknown', detail: detailOf(error) });
              return;
            }
            if (arrived) {
              onSent(true);
              return;
            }
          } else if (!options.force) {
            setFailure({ kind: 'unconfirmed' });
            return;
          }
        }
        setPending(Date.now());
        setPhase('sending');
        await send(body);
        onSent(false);
      } catch (error) {
        const detail = detailOf(error);
        if (outcomeUnknown(error)) setFailure({ kind: 'unknown', detail });
        else {
          setPending(null);
          setFailure({ kind: 'status', status: isApiError(error) ? error.status : 0, detail });
        }
      } finally {
        inFlight.current = false;
        setPhase('idle');
      }
    },
    [pendingSince, setPending, send, verify, onSent],
  );
  return { run, phase, failure, busy: phase !== 'idle', clearFailure: () => setFailure(null) };
}
