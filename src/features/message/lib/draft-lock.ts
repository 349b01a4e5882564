/**
 * Runs `run` holding the Web Lock `name` (one per draft), so that two tabs sending the same draft
 * take turns: the second runs once the first has finished and stored what came of it. `onWait`
 * is called when another tab holds the lock. Where the browser has no Web Locks (old browsers,
 * jsdom) `run` runs at once; it still reads the stored mark first, which covers every turn but a
 * simultaneous one.
 */
export async function withDraftLock<T>(
  name: string,
  run: () => Promise<T>,
  onWait: () => void = () => undefined,
): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return run();
  const first = await locks.request(name, { ifAvailable: true }, async (lock) =>
    lock ? { value: await run() } : null,
  );
  if (first) return first.value;
  onWait();
  return locks.request(name, run);
}
