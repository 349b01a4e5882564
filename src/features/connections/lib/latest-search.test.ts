import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchTracker, STALE_SEARCH_LOG, StaleSearchError } from './latest-search';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => vi.restoreAllMocks());

describe('only the latest search counts', () => {
  it('discards (and logs) the first search when it answers after the second', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const tracker = new SearchTracker();
    const first = deferred<string>();
    const second = deferred<string>();
    tracker.start('A');
    const a = tracker.guard('A', () => first.promise);
    tracker.start('B');
    const b = tracker.guard('B', () => second.promise);
    second.resolve('B answer');
    await expect(b).resolves.toBe('B answer');
    first.resolve('A answer');
    await expect(a).rejects.toBeInstanceOf(StaleSearchError);
    expect(log).toHaveBeenCalledWith(STALE_SEARCH_LOG);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('an older search cut off (aborted) is discarded too; the latest keeps its error', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const tracker = new SearchTracker();
    tracker.start('A');
    const a = tracker.guard('A', () => Promise.reject(new DOMException('aborted', 'AbortError')));
    tracker.start('B');
    await expect(a).rejects.toBeInstanceOf(StaleSearchError);
    const b = tracker.guard('B', () => Promise.reject(new Error('503')));
    await expect(b).rejects.toThrow('503');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('the same place searched again is the latest again', async () => {
    const tracker = new SearchTracker();
    tracker.start('A');
    tracker.start('B');
    tracker.start('A');
    await expect(tracker.guard('A', async () => 1)).resolves.toBe(1);
  });
});
