import { useEffect } from 'react';

/** `requestIdleCallback` where the browser has it (Safari does not), else a short timer. */
export const whenIdle = (fn: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 50);
  return () => window.clearTimeout(id);
};

/**
 * Calls `fn` for every item of `list`, `slice` items per idle period, so that work a list will
 * need later (e.g. each row's search text) is done ahead without a long task. Returns a cancel.
 */
export function eachWhenIdle<T>(list: readonly T[], fn: (item: T) => void, slice = 250) {
  let next = 0;
  let cancel = () => {};
  const step = () => {
    const end = Math.min(next + slice, list.length);
    for (; next < end; next++) fn(list[next]!);
    if (next < list.length) cancel = whenIdle(step);
  };
  cancel = whenIdle(step);
  return () => cancel();
}

/**
 * Works out a list's order by each of `keys` while the browser is idle, one key per idle period,
 * so that a click on a column header finds it ready (`sort` must keep what it works out, as
 * `sortBy` and `sortChecks` do per list). The first sort of thousands of rows by a text column
 * (Swedish collation) takes longer than a frame; done ahead, the click only draws the rows.
 */
export function useIdleSorts<T, K extends string>(
  list: T,
  keys: readonly K[],
  sort: (list: T, key: K) => unknown,
): void {
  useEffect(() => {
    let next = 0;
    let cancel = () => {};
    const step = () => {
      const key = keys[next++];
      if (key === undefined) return;
      sort(list, key);
      cancel = whenIdle(step);
    };
    cancel = whenIdle(step);
    return () => cancel();
    // `keys` and `sort` are constants of the caller; a new list starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list]);
}
