import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useSession } from '@/stores/session';
import {
  draftKey,
  readDraft,
  readMark,
  removeDraft,
  writeDraft,
  type Draft,
} from '../lib/draft-store';

/**
 * A form kept as a draft in local storage (see draft-store): restored when there is one,
 * otherwise started from `initial`. Every change is written at once. `openedAt`: when this tab
 * began the draft (a send another tab finishes later concerns it).
 */
export function useDraft<F>(
  scope: string,
  initial: () => F,
  parseForm: (raw: unknown) => F | null,
) {
  // The current user's, always: after a change of user (another tab signed someone else in)
  // what is typed here is never written into the previous user's draft. While no one is signed
  // in (the session just ended), the last user's key stays: a send's answer still lands there.
  const userId = useSession()?.userId;
  const opened = (key: string) => {
    const stored = readDraft(key, parseForm);
    return {
      key,
      openedAt: Date.now(),
      restored: stored !== null,
      draft: stored ?? {
        form: initial(),
        pendingSince: null,
        savedAt: 0,
      },
    };
  };
  const [state, setState] = useState(() => opened(draftKey(userId ?? '', scope)));
  const key = userId ? draftKey(userId, scope) : state.key;
  // Another user (or target) now: start over from what is stored under the new key.
  let current = state;
  if (state.key !== key) {
    current = opened(key);
    setState(current);
  }
  // The latest draft, so that a change is stored at once, even one made after the form has
  // gone (a send that ends in a 401 clears its pending mark while the login view comes up).
  // (Only `update` and `reset` change the state, and both keep this up to date.)
  const latest = useRef(current);
  useLayoutEffect(() => {
    if (latest.current.key !== current.key) latest.current = current;
  }, [current]);
  const update = useCallback((change: (draft: Draft<F>) => Draft<F>) => {
    const previous = latest.current;
    const draft = { ...change(previous.draft), savedAt: Date.now() };
    writeDraft(previous.key, draft);
    latest.current = { ...previous, draft };
    setState(latest.current);
  }, []);
  const setForm = useCallback(
    (change: (form: F) => F) =>
      update((d) => {
        // Another tab with the same draft may have marked a send pending: a keystroke here
        // must not wipe its mark.
        const mark = readMark(latest.current.key);
        return {
          ...d,
          form: change(d.form),
          pendingSince: mark.stored ? mark.pendingSince : d.pendingSince,
        };
      }),
    [update],
  );
  const setPending = useCallback(
    (pendingSince: number | null) => update((d) => ({ ...d, pendingSince })),
    [update],
  );
  /** Forgets the draft (sent, or cleared by the user); a new one starts from `fresh`. */
  const reset = useCallback((fresh: F) => {
    const previous = latest.current;
    removeDraft(previous.key);
    latest.current = {
      ...previous,
      openedAt: Date.now(),
      restored: false,
      draft: { form: fresh, pendingSince: null, savedAt: 0 },
    };
    setState(latest.current);
  }, []);
  return {
    ...current.draft,
    key: current.key,
    openedAt: current.openedAt,
    restored: current.restored,
    setForm,
    setPending,
    reset,
  };
}
