import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useFilters } from './use-filters';

const KEY = 'pp.inchecking.filters';

afterEach(() => vi.useRealTimers());

describe('useFilters (session storage, pp.inchecking.filters)', () => {
  it('reads what an earlier visit stored', () => {
    sessionStorage.setItem(KEY, '{"search":"M1","frame":30}');
    expect(renderHook(() => useFilters()).result.current[0]).toEqual({ search: 'M1', frame: 30 });
    sessionStorage.setItem(KEY, '{"search":"Morgon","frame":"all"}');
    expect(renderHook(() => useFilters()).result.current[0]).toEqual({
      search: 'Morgon',
      frame: 'all',
    });
  });

  it('takes what is readable and the defaults for the rest', () => {
    sessionStorage.setItem(KEY, '{"frame":45}');
    expect(renderHook(() => useFilters()).result.current[0]).toEqual({ search: '', frame: 45 });
    sessionStorage.setItem(KEY, '{"search":7,"frame":"15"}');
    expect(renderHook(() => useFilters()).result.current[0]).toEqual({ search: '', frame: 120 });
    sessionStorage.setItem(KEY, 'not json');
    expect(renderHook(() => useFilters()).result.current[0]).toEqual({ search: '', frame: 120 });
  });

  it('writes the same JSON 300 ms after the last change, and at once when the page goes', () => {
    vi.useFakeTimers();
    sessionStorage.setItem(KEY, '{"search":"","frame":60}');
    const hook = renderHook(() => useFilters());
    act(() => hook.result.current[1]({ search: 'Mo' }));
    act(() => vi.advanceTimersByTime(200));
    act(() => hook.result.current[1]({ search: 'Mor' }));
    act(() => vi.advanceTimersByTime(200));
    expect(sessionStorage.getItem(KEY)).toBe('{"search":"","frame":60}');
    act(() => vi.advanceTimersByTime(100));
    expect(sessionStorage.getItem(KEY)).toBe('{"search":"Mor","frame":60}');

    act(() => hook.result.current[1]({ frame: 'all' }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(sessionStorage.getItem(KEY)).toBe('{"search":"Mor","frame":"all"}');

    act(() => hook.result.current[1]({ search: '' }));
    hook.unmount();
    expect(sessionStorage.getItem(KEY)).toBe('{"search":"","frame":"all"}');
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
