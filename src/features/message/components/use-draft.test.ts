import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { DRAFT_KEPT_MS } from '@/lib/storage/shift-drafts';
import { draftKey, writeDraft } from '../lib/draft-store';
import { useDraft } from './use-draft';

interface Form {
  body: string;
}
const parseForm = (raw: unknown) =>
  typeof raw === 'object' && raw !== null && typeof (raw as Form).body === 'string'
    ? (raw as Form)
    : null;
const empty = (): Form => ({ body: '' });
const signIn = (user: 'dispatcher' | 'admin') => {
  useSessionStore.getState().signIn(demoToken(user));
  return useSessionStore.getState().session!.userId;
};
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as { form: Form };

afterEach(() => {
  useSessionStore.getState().signOut();
  localStorage.clear();
  vi.useRealTimers();
});

describe('useDraft after a change of user', () => {
  it('shows the new user’s draft and writes to it; the first user’s draft stays as it was', () => {
    const first = signIn('dispatcher');
    const hook = renderHook(() => useDraft('new?', empty, parseForm));
    act(() => hook.result.current.setForm(() => ({ body: 'Halvskrivet av användare 1' })));
    expect(stored(draftKey(first, 'new?')).form.body).toBe('Halvskrivet av användare 1');

    // Another tab signed someone else in (a hand-over accepted there).
    const second = signIn('admin');
    hook.rerender();
    expect(hook.result.current.form.body).toBe('');
    expect(hook.result.current.key).toBe(draftKey(second, 'new?'));
    act(() => hook.result.current.setForm(() => ({ body: 'Användare 2 skriver' })));
    expect(stored(draftKey(second, 'new?')).form.body).toBe('Användare 2 skriver');
    expect(stored(draftKey(first, 'new?')).form.body).toBe('Halvskrivet av användare 1');
  });

  it('keeps the last user’s key while no one is signed in (a send’s answer still lands there)', () => {
    const first = signIn('dispatcher');
    const hook = renderHook(() => useDraft('new?', empty, parseForm));
    useSessionStore.getState().signOut();
    hook.rerender();
    expect(hook.result.current.key).toBe(draftKey(first, 'new?'));
  });
});

describe('drafts kept for a shift', () => {
  it('restores a draft of this shift, not one older than 24 hours', () => {
    const user = signIn('dispatcher');
    const now = Date.now();
    writeDraft(draftKey(user, 'to:a'), {
      form: { body: 'i dag' },
      pendingSince: null,
      savedAt: now - 3_600_000,
    });
    writeDraft(draftKey(user, 'to:b'), {
      form: { body: 'i förrgår' },
      pendingSince: null,
      savedAt: now - DRAFT_KEPT_MS - 3_600_000,
    });
    expect(renderHook(() => useDraft('to:a', empty, parseForm)).result.current.form.body).toBe(
      'i dag',
    );
    expect(renderHook(() => useDraft('to:b', empty, parseForm)).result.current.form.body).toBe('');
  });

  it('stamps every change with its time, and a write drops the drafts past the shift', () => {
    const user = signIn('dispatcher');
    localStorage.setItem(
      draftKey(user, 'old'),
      JSON.stringify({
        form: { body: 'x' },
        pendingSince: null,
        savedAt: Date.now() - DRAFT_KEPT_MS - 1,
      }),
    );
    const hook = renderHook(() => useDraft('new?', empty, parseForm));
    const before = Date.now();
    act(() => hook.result.current.setForm(() => ({ body: 'nu' })));
    const draft = JSON.parse(localStorage.getItem(draftKey(user, 'new?'))!) as { savedAt: number };
    expect(draft.savedAt).toBeGreaterThanOrEqual(before);
    expect(localStorage.getItem(draftKey(user, 'old'))).toBeNull();
  });
});
