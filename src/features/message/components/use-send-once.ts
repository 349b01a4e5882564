import { useCallback, useMemo, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { readMark, readSentMark, writeSentMark } from '../lib/draft-store';
import {
  LookFailedError,
  mayHaveArrived,
  NotInListError,
  UnconfirmedError,
  type SendGuard,
  type SendOutcome,
  type SendPhase,
} from '../lib/send-exactly-once';

export type SendFailure =
  /** The server refused it with a status: not sent. */
  | { kind: 'status'; status: number; detail: string }
  /** It may have arrived (no answer, a gateway's, a 2xx other than 200) and was not found or
   * could not be looked for: it is looked for before it is sent again. */
  | { kind: 'unknown'; status: number; detail: string }
  /** Its outcome was unknown, and the list was read: it is not there. It may be sent again. */
  | { kind: 'notFound'; status: number; detail: string }
  /** An earlier attempt could not be looked for: still unknown, nothing was sent. */
  | { kind: 'lookFailed'; detail: string }
  /** An earlier attempt's outcome is unknown and cannot be looked up: the user must confirm. */
  | { kind: 'unconfirmed' };

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const statusOf = (error: unknown) => (isApiError(error) ? error.status : 0);

function failureOf(error: unknown): SendFailure {
  if (error instanceof UnconfirmedError) return { kind: 'unconfirmed' };
  if (error instanceof LookFailedError) return { kind: 'lookFailed', detail: error.message };
  if (error instanceof NotInListError) {
    const cause = error.sendError;
    return { kind: 'notFound', status: statusOf(cause), detail: detailOf(cause) };
  }
  const kind = mayHaveArrived(error) ? 'unknown' : 'status';
  return { kind, status: statusOf(error), detail: detailOf(error) };
}

/**
 * The pending mark of the draft `key` as it is now: the stored one (another tab may have set
 * it); else, when another tab sent this draft after this one opened it, that send's (its message
 * is looked for first: found, it is not sent again); else, where storage is refused, this tab's.
 */
export function currentPending(key: string, own: number | null, openedAt: number): number | null {
  const mark = readMark(key);
  if (mark.pendingSince !== null) return mark.pendingSince;
  const sent = readSentMark(key);
  if (sent && sent.at > openedAt) return sent.since;
  return mark.stored ? null : own;
}

/**
 * Sends a draft exactly once (see `sendExactlyOnce`): one send at a time in this tab (a double
 * click or a repeated Enter is one request), and across tabs by the draft's lock and its stored
 * mark. `run` takes the send's mutation (`confirmed`: the user chose to send although an earlier
 * attempt's outcome is unknown); `guard` is what the mutation hook needs.
 */
export function useSendOnce<B>({
  draft,
  look,
  onSent,
}: {
  draft: {
    key: string;
    openedAt: number;
    pendingSince: number | null;
    setPending: (since: number | null) => void;
  };
  look?: (since: number, body: B) => Promise<boolean>;
  onSent: (result: SendOutcome) => void;
}) {
  const inFlight = useRef(false);
  const [phase, setPhase] = useState<SendPhase | 'idle'>('idle');
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // The user confirmed sending although an earlier attempt's outcome is unknown.
  const confirmed = useRef(false);
  const { key, openedAt, pendingSince, setPending } = draft;

  const guard = useMemo<SendGuard<B>>(
    () => ({
      key,
      readPending: () => (confirmed.current ? null : currentPending(key, pendingSince, openedAt)),
      setPending,
      markSent: (since) => writeSentMark(key, { since, at: Date.now() }),
      look,
      onPhase: setPhase,
    }),
    [key, openedAt, pendingSince, setPending, look],
  );

  const run = useCallback(
    async (mutate: () => Promise<SendOutcome>, options: { confirmed?: boolean } = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      confirmed.current = options.confirmed === true;
      setFailure(null);
      setPhase('sending');
      try {
        onSent(await mutate());
      } catch (error) {
        setFailure(failureOf(error));
      } finally {
        inFlight.current = false;
        confirmed.current = false;
        setPhase('idle');
      }
    },
    [onSent],
  );
  return { guard, run, phase, failure, busy: phase !== 'idle' };
}
