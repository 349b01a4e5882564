/** Counters of a batch save, shown while it runs. */
export interface BatchProgress {
  total: number;
  done: number;
  resolved: number;
  rejected: number;
}

/** The counters before anything is sent: the total, nothing done yet. */
export const startProgress = (total: number): BatchProgress => ({
  total,
  done: 0,
  resolved: 0,
  rejected: 0,
});

export type BatchOutcome<R> =
  { ok: true; value: R } | { ok: false; reason: string; error: unknown };

/**
 * Sends the items one after another (never in parallel, never one twice), reporting the counters
 * and each outcome as it comes. A rejection does not stop the rest.
 */
export async function runBatch<T, R>(
  items: readonly T[],
  send: (item: T) => Promise<R>,
  report: (progress: BatchProgress, item: T, outcome: BatchOutcome<R>) => void,
  reasonOf: (error: unknown) => string = (e) => (e instanceof Error ? e.message : String(e)),
): Promise<BatchProgress> {
  const progress = startProgress(items.length);
  for (const item of items) {
    let outcome: BatchOutcome<R>;
    try {
      outcome = { ok: true, value: await send(item) };
      progress.resolved++;
    } catch (error) {
      outcome = { ok: false, reason: reasonOf(error), error };
      progress.rejected++;
    }
    progress.done++;
    report({ ...progress }, item, outcome);
  }
  return progress;
}
