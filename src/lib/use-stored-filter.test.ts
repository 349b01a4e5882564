import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { useStoredFilter } from './use-stored-filter';

const readText = (raw: unknown) => (typeof raw === 'string' ? raw : null);

afterEach(() => {
  useSessionStore.getState().signOut();
  localStorage.clear();
  sessionStorage.clear();
});

describe('useStoredFilter', () => {
  it("keeps a view's filter per tab, under a key naming the user", () => {
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    const userId = useSessionStore.getState().session!.userId;
    const hook = renderHook(() => useStoredFilter('staff.search', '', readText));
    act(() => hook.result.current[1]('Malmö'));
    expect(sessionStorage.getItem(`pp.staff.search.${userId}`)).toBe('"Malmö"');
    expect(localStorage.getItem(`pp.staff.search.${userId}`)).toBeNull();
  });

  it('gives the next user at the same tab a clean filter, and the first one theirs back', () => {
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    const hook = renderHook(() => useStoredFilter('staff.search', '', readText));
    act(() => hook.result.current[1]('Malmö'));
    act(() => void useSessionStore.getState().signIn(demoToken('driver')));
    expect(hook.result.current[0]).toBe('');
    act(() => hook.result.current[1]('Lund'));
    act(() => void useSessionStore.getState().signIn(demoToken('dispatcher')));
    expect(hook.result.current[0]).toBe('Malmö');
  });
});
