import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useIdleSorts } from './use-idle-sorts';

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
