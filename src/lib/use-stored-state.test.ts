import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useStoredState } from './use-stored-state';

const readCount = (raw: unknown) => (typeof raw === 'number' ? raw : null);

afterEach(() => vi.useRealTimers());

describe('useStoredState', () => {
  it('keeps its value in session storage by default, as JSON, written at once', () => {
    sessionStorage.setItem('k', '3');
    const hook = renderHook(() => useStoredState('k', 0, readCount));
    expect(hook.result.current[0]).toBe(3);
    act(() => hook.result.current[1]((n) => n + 1));
    expect(hook.result.current[0]).toBe(4);
    expect(sessionStorage.getItem('k')).toBe('4');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it("keeps it in local storage with storage: 'local'", () => {
    localStorage.setItem('k', '5');
    sessionStorage.setItem('k', '9');
    const hook = renderHook(() => useStoredState('k', 0, readCount, { storage: 'local' }));
    expect(hook.result.current[0]).toBe(5);
    act(() => hook.result.current[1](6));
    expect(localStorage.getItem('k')).toBe('6');
    expect(sessionStorage.getItem('k')).toBe('9');
  });

  it('gives the initial value for nothing stored, bad JSON or what parse refuses', () => {
    expect(renderHook(() => useStoredState('k', 1, readCount)).result.current[0]).toBe(1);
    sessionStorage.setItem('k', '{');
    expect(renderHook(() => useStoredState('k', 1, readCount)).result.current[0]).toBe(1);
    sessionStorage.setItem('k', '"text"');
    expect(renderHook(() => useStoredState('k', 1, readCount)).result.current[0]).toBe(1);
  });

  it('keeps working in memory when storage refuses to write', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const hook = renderHook(() => useStoredState('k', 0, readCount));
    act(() => hook.result.current[1](2));
    expect(hook.result.current[0]).toBe(2);
    expect(setItem).toHaveBeenCalled();
  });

  it('with saveDelayMs writes after the last change, and at once on pagehide and unmount', () => {
    vi.useFakeTimers();
    const hook = renderHook(() =>
      useStoredState('k', 0, readCount, { storage: 'local', saveDelayMs: 300 }),
    );
    act(() => hook.result.current[1](1));
    act(() => vi.advanceTimersByTime(299));
    act(() => hook.result.current[1](2));
    act(() => vi.advanceTimersByTime(299));
    expect(localStorage.getItem('k')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(localStorage.getItem('k')).toBe('2');

    act(() => hook.result.current[1](3));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(localStorage.getItem('k')).toBe('3');

    act(() => hook.result.current[1](4));
    hook.unmount();
    expect(localStorage.getItem('k')).toBe('4');
    expect(sessionStorage.getItem('k')).toBeNull();
  });
});

describe('useStoredState after a change of key (another user signed in)', () => {
  it('reads what is stored under the new key and writes there, leaving the old key alone', () => {
    sessionStorage.setItem('filters.u1', '"u1 search"');
    sessionStorage.setItem('filters.u2', '"u2 search"');
    const readText = (raw: unknown) => (typeof raw === 'string' ? raw : null);
    const hook = renderHook(({ key }) => useStoredState(key, '', readText), {
      initialProps: { key: 'filters.u1' },
    });
    expect(hook.result.current[0]).toBe('u1 search');
    hook.rerender({ key: 'filters.u2' });
    expect(hook.result.current[0]).toBe('u2 search');
    act(() => hook.result.current[1]((text) => `${text}!`));
    expect(sessionStorage.getItem('filters.u2')).toBe('"u2 search!"');
    expect(sessionStorage.getItem('filters.u1')).toBe('"u1 search"');
  });
});
