import { isApiError, outcomeUnknown } from '@/lib/api/api-error';
import { withDraftLock } from './draft-lock';

export type SendPhase = 'waiting' | 'checking' | 'sending';

/** How a draft is sent exactly once: its mark in storage, and how to look for its message. */
export interface SendGuard<B> {
  /** The draft's storage key, also the name of its Web Lock. */
  key: string;
  /** The pending mark as it is now in storage (another tab may have set it): the start of an
   * attempt whose outcome is unknown, or null. */
  readPending: () => number | null;
  setPending: (since: number | null) => void;
  /** The attempt that began at `since` arrived (stored for other tabs holding the draft). */
  markSent: (since: number) => void;
  /** Whether the message of `body`, sent from `since` on, is in the message list. Absent where
   * it cannot be looked up: the user must then confirm a send after an unknown outcome. */
  look?: (since: number, body: B) => Promise<boolean>;
  onPhase?: (phase: SendPhase) => void;
}

/**
 * 'found': an attempt whose answer left the outcome unknown (this tab's or another's) had
 * arrived; `status` is the answer of this press's attempt, when it had one (a 504, a 201).
 */
export type SendOutcome = { outcome: 'sent' } | { outcome: 'found'; status?: number };

/** The outcome of a send was not known; the list was read and the message is not in it. */
export class NotInListError extends Error {
  override name = 'NotInListError';
  constructor(readonly sendError: unknown) {
    super('Meddelandet finns inte i listan.');
  }
}

/** An earlier attempt's outcome is unknown and cannot be looked up: nothing is sent unasked. */
export class UnconfirmedError extends Error {
  override name = 'UnconfirmedError';
}

/** Looking for an earlier attempt failed: its outcome is still unknown, nothing was sent. */
export class LookFailedError extends Error {
  override name = 'LookFailedError';
  constructor(readonly lookError: unknown) {
    super(lookError instanceof Error ? lookError.message : String(lookError));
  }
}

/**
 * Whether a failed send may still have made the message: no answer or a gateway's (see
 * `outcomeUnknown`), or a 2xx other than 200 — an error by spec 2 §7, but a server's yes.
 */
export function mayHaveArrived(error: unknown): boolean {
  return outcomeUnknown(error) || (isApiError(error) && error.status >= 200 && error.status < 300);
}

async function lookOrThrow<B>(guard: SendGuard<B>, since: number, body: B): Promise<boolean> {
  guard.onPhase?.('checking');
  try {
    return await guard.look!(since, body);
  } catch (error) {
    throw new LookFailedError(error);
  }
}

/**
 * Sends `body` once, holding the draft's lock: the mark is read again from storage; while an
 * attempt's outcome is unknown its message is looked for first (found: nothing is sent). The
 * attempt is marked pending before it goes out. A refusal clears the mark; an answer that leaves
 * the outcome unknown keeps it and the list is read at once: found counts as sent, not found
 * throws NotInListError (the user may send again; that press looks once more).
 */
export function sendExactlyOnce<B>(
  body: B,
  send: (body: B) => Promise<unknown>,
  guard: SendGuard<B>,
): Promise<SendOutcome> {
  return withDraftLock(
    guard.key,
    async () => {
      const pending = guard.readPending();
      if (pending !== null) {
        if (!guard.look) throw new UnconfirmedError('Ett tidigare försök kan ha kommit fram.');
        if (await lookOrThrow(guard, pending, body)) {
          guard.markSent(pending);
          return { outcome: 'found' };
        }
      }
      const since = Date.now();
      guard.setPending(since);
      guard.onPhase?.('sending');
      try {
        await send(body);
      } catch (error) {
        if (!mayHaveArrived(error)) {
          guard.setPending(null);
          throw error;
        }
        if (!guard.look) throw error;
        let found: boolean;
        try {
          found = await lookOrThrow(guard, since, body);
        } catch {
          throw error;
        }
        if (!found) throw new NotInListError(error);
        guard.markSent(since);
        return {
          outcome: 'found',
          status: isApiError(error) && error.status ? error.status : undefined,
        };
      }
      guard.markSent(since);
      return { outcome: 'sent' };
    },
    () => guard.onPhase?.('waiting'),
  );
}
