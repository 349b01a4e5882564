import { useCallback, useEffect, type RefObject } from 'react';
import { useSession } from '@/stores/session';
import { useStoredState } from '@/lib/use-stored-state';
import type { ActivityDraft, CheckDraft } from '../lib/check-draft';
import { parseDraft, restorable } from '../lib/initial-draft';

const keyOf = (userId: string, checkId: number) => `pp.equipment.draft.${userId}.${checkId}`;

/**
 * The dialog's draft, kept in session storage as it is typed: a failed send, a closed tab's
 * reload or a 401 round trip finds it again; it goes when the dialog closes for good.
 */
export function useCheckDraft(
  checkId: number,
  initial: () => CheckDraft,
  /** Set to true when the dialog closes for good (saved or closed): the draft goes with it. */
  droppedRef: RefObject<boolean>,
) {
  const userId = useSession()?.userId ?? '';
  const key = keyOf(userId, checkId);
  const fresh = initial();
  const [draft, setDraft] = useStoredState<CheckDraft>(key, fresh, (raw) =>
    restorable(parseDraft(raw), fresh),
  );
  const update = useCallback(
    (change: Partial<CheckDraft>) => setDraft((d) => ({ ...d, ...change })),
    [setDraft],
  );
  const updateActivity = useCallback(
    (relationId: number, change: Partial<ActivityDraft>, all?: ActivityDraft[]) =>
      setDraft((d) => ({
        ...d,
        activities: (all ?? d.activities).map((a) =>
          a.relationId === relationId ? { ...a, ...change } : a,
        ),
      })),
    [setDraft],
  );
  // Dropped when the dialog goes away after a save or a close, not before: a draft update still
  // queued at that moment would otherwise write it back. A reload keeps it (no unmount then).
  useEffect(
    () => () => {
      if (!droppedRef.current) return;
      try {
        sessionStorage.removeItem(key);
      } catch {
        /* nothing stored */
      }
    },
    [key, droppedRef],
  );
  return { draft, setDraft, update, updateActivity };
}

export type CheckDraftState = ReturnType<typeof useCheckDraft>;
