import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { eachWhenIdle, useIdleSorts } from './use-idle-sorts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useIdleSorts', () => {
  it('works out one key per idle period, each once, in the order given', () => {
    const sorted: string[] = [];
    const list = [3, 1, 2];
    renderHook(() => useIdleSorts(list, ['a', 'b', 'c'], (_, key) => sorted.push(key)));
    expect(sorted).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(sorted).toEqual(['a']);
    vi.runAllTimers();
    expect(sorted).toEqual(['a', 'b', 'c']);
  });

  it('a new list starts over with its own keys; an unmounted view stops', () => {
    const seen: [number[], string][] = [];
    const first = [1];
    const second = [2];
    const { rerender, unmount } = renderHook(
      ({ list }) => useIdleSorts(list, ['a', 'b'], (l, key) => seen.push([l, key])),
      {
        initialProps: { list: first },
      },
    );
    vi.advanceTimersToNextTimer();
    rerender({ list: second });
    vi.advanceTimersToNextTimer();
    unmount();
    vi.runAllTimers();
    expect(seen).toEqual([
      [first, 'a'],
      [second, 'a'],
    ]);
  });
});

describe('eachWhenIdle', () => {
  it('calls for every item in order, a slice per idle period, until cancelled', () => {
    const seen: number[] = [];
    eachWhenIdle([1, 2, 3, 4, 5], (n) => seen.push(n), 2);
    expect(seen).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual([1, 2]);
    vi.runAllTimers();
    expect(seen).toEqual([1, 2, 3, 4, 5]);

    const stopped: number[] = [];
    const cancel = eachWhenIdle([1, 2, 3], (n) => stopped.push(n), 1);
    vi.advanceTimersToNextTimer();
    cancel();
    vi.runAllTimers();
    expect(stopped).toEqual([1]);
  });
});
