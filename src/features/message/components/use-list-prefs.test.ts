import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { storedFilterKey } from '@/lib/use-stored-filter';
import { DEFAULT_LIST_PREFS, LIST_PREFS } from '../lib/list-prefs';

const LIST_PREFS_KEY = storedFilterKey(LIST_PREFS, '');
import { useListPrefs } from './use-list-prefs';

describe('useListPrefs (local storage, pp.message.list)', () => {
  it('reads what an earlier visit stored', () => {
    localStorage.setItem(
      LIST_PREFS_KEY,
      '{"sort":{"key":"subject","direction":"desc"},"showInactive":false}',
    );
    expect(renderHook(() => useListPrefs()).result.current[0]).toEqual({
      sort: { key: 'subject', direction: 'desc' },
      showInactive: false,
    });
  });

  it('gives the spec defaults for nothing or something unreadable', () => {
    expect(renderHook(() => useListPrefs()).result.current[0]).toEqual(DEFAULT_LIST_PREFS);
    localStorage.setItem(LIST_PREFS_KEY, '{"sort":');
    expect(renderHook(() => useListPrefs()).result.current[0]).toEqual(DEFAULT_LIST_PREFS);
    localStorage.setItem(LIST_PREFS_KEY, '{"sort":{"key":"x"},"showInactive":"no"}');
    expect(renderHook(() => useListPrefs()).result.current[0]).toEqual(DEFAULT_LIST_PREFS);
  });

  it('writes the same JSON at once on a change, in local storage only', () => {
    localStorage.setItem(
      LIST_PREFS_KEY,
      '{"sort":{"key":"subject","direction":"desc"},"showInactive":false}',
    );
    const hook = renderHook(() => useListPrefs());
    act(() => hook.result.current[1]({ showInactive: true }));
    expect(localStorage.getItem(LIST_PREFS_KEY)).toBe(
      '{"sort":{"key":"subject","direction":"desc"},"showInactive":true}',
    );
    act(() => hook.result.current[1]({ sort: { key: 'validTo', direction: 'asc' } }));
    expect(localStorage.getItem(LIST_PREFS_KEY)).toBe(
      '{"sort":{"key":"validTo","direction":"asc"},"showInactive":true}',
    );
    expect(hook.result.current[0]).toEqual({
      sort: { key: 'validTo', direction: 'asc' },
      showInactive: true,
    });
    expect(sessionStorage.getItem(LIST_PREFS_KEY)).toBeNull();
  });
});
