import { useCallback, useState } from 'react';
import { useSession } from '@/stores/session';
import { draftKey, readDraft, removeDraft, writeDraft, type Draft } from '../lib/draft-store';

/**
 * A form kept as a draft in local storage (see draft-store): restored when there is one,
 * otherwise started from `initial`. Every change is written at once.
 */
export function useDraft<F>(
  scope: string,
  initial: () => F,
  parseForm: (raw: unknown) => F | null,
) {
  const userId = useSession()?.userId ?? '';
  const key = draftKey(userId, scope);
  const [state, setState] = useState(() => {
    const stored = readDraft(key, parseForm);
    return {
      key,
      restored: stored !== null,
      draft: stored ?? {
        form: initial(),
        pendingSince: null,
        savedAt: 0,
      },
    };
  });
  const update = useCallback(
    (change: (draft: Draft<F>) => Draft<F>) =>
      setState((previous) => {
        const draft = { ...change(previous.draft), savedAt: Date.now() };
        writeDraft(previous.key, draft);
        return { ...previous, draft };
      }),
    [],
  );
  const setForm = useCallback(
    (change: (form: F) => F) => update((d) => ({ ...d, form: change(d.form) })),
    [update],
  );
  const setPending = useCallback(
    (pendingSince: number | null) => update((d) => ({ ...d, pendingSince })),
    [update],
  );
  /** Forgets the draft (sent, or cleared by the user); a new one starts from `fresh`. */
  const reset = useCallback((fresh: F) => {
    setState((previous) => {
      removeDraft(previous.key);
      return {
        ...previous,
        restored: false,
        draft: { form: fresh, pendingSince: null, savedAt: 0 },
      };
    });
  }, []);
  return { ...state.draft, restored: state.restored, setForm, setPending, reset };
}
