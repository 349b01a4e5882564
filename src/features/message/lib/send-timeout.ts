import { isApiError } from '@/lib/api/api-error';

/** How long a send may take before the portal stops waiting (the outcome is then unknown). */
export const SEND_TIMEOUT_MS = 20_000;

export class SendTimeoutError extends Error {
  override name = 'SendTimeoutError';
  constructor(readonly ms: number) {
    super(`Inget svar inom ${Math.round(ms / 1000)} s`);
  }
}

/** Runs `run` with a signal that aborts after `ms`; a time-out becomes a SendTimeoutError. */
export async function withTimeout<T>(
  run: (signal: AbortSignal) => Promise<T>,
  ms = SEND_TIMEOUT_MS,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  try {
    return await run(controller.signal);
  } catch (error) {
    if (timedOut) throw new SendTimeoutError(ms);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether a failed send may still have reached the server: no answer came (time-out or
 * network error), so it must not be sent again blindly. A status answer means it was not sent.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (error instanceof SendTimeoutError) return true;
  return isApiError(error) && error.status === 0;
}
