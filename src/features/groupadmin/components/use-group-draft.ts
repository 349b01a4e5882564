import { useRef, useState } from 'react';
import { useStoredState } from '@/lib/use-stored-state';
import { removeStored, writeStored } from '@/lib/web-storage';
import { useSession } from '@/stores/session';
import type { GroupDraft } from '../lib/group-draft';
import { parseDraft } from '../lib/parse-draft';

/** Where the draft of a group (or of the new group) is kept. */
export const draftKey = (userId: string, groupId: number | null) =>
  `pp.groupadmin.draft.${userId}.${groupId ?? 'new'}`;

function write(key: string, value: GroupDraft | null) {
  if (value === null) removeStored('session', key);
  else writeStored('session', key, value);
}

/**
 * The edit form's draft, kept in sessionStorage per user and group once the user changes
 * something (so it survives a failed save and a reload); until then the form shows `base`
 * (the server's group, or an empty one). A new group's draft moves to the group's own key as
 * soon as the server gave it an id (`store` with a groupId), so "new" opens empty again.
 */
export function useGroupDraft(groupId: number | null, base: GroupDraft | null) {
  const userId = useSession()?.userId ?? '';
  const [stored, setStored] = useStoredState<GroupDraft | null>(
    draftKey(userId, groupId),
    null,
    parseDraft,
  );
  // A new group that got its id during this visit: kept here and under the group's key.
  const [moved, setMoved] = useState<GroupDraft | null>(null);
  // The same, for a discard called by a save that began before the move (an older render's).
  const movedTo = useRef<number | null>(null);
  const [restored] = useState(stored !== null);
  const draft = moved ?? stored ?? base;
  const store = (next: GroupDraft) => {
    if (groupId === null && next.groupId !== null) {
      write(draftKey(userId, next.groupId), next);
      write(draftKey(userId, null), null);
      movedTo.current = next.groupId;
      setMoved(next);
    } else setStored(next);
  };
  return {
    draft,
    /** A draft from an earlier visit was restored. */
    restored: restored && stored !== null && moved === null,
    change: (update: (draft: GroupDraft) => GroupDraft) => {
      if (moved) return store(update(moved));
      setStored((previous) => {
        const from = previous ?? base;
        return from ? update(from) : previous;
      });
    },
    store,
    discard: () => {
      if (movedTo.current !== null) write(draftKey(userId, movedTo.current), null);
      setMoved(null);
      setStored(null);
    },
  };
}
