import { useState } from 'react';
import { useStoredState } from '@/lib/use-stored-state';
import { useSession } from '@/stores/session';
import type { GroupDraft } from '../lib/group-draft';
import { parseDraft } from '../lib/parse-draft';

/**
 * The edit form's draft, kept in sessionStorage per user and group once the user changes
 * something (so it survives a failed save and a reload); until then the form shows `base`
 * (the server's group, or an empty one).
 */
export function useGroupDraft(groupId: number | null, base: GroupDraft | null) {
  const userId = useSession()?.userId ?? '';
  const [stored, setStored] = useStoredState<GroupDraft | null>(
    `pp.groupadmin.draft.${userId}.${groupId ?? 'new'}`,
    null,
    parseDraft,
  );
  const [restored] = useState(stored !== null);
  const draft = stored ?? base;
  return {
    draft,
    /** A draft from an earlier visit was restored. */
    restored: restored && stored !== null,
    change: (update: (draft: GroupDraft) => GroupDraft) =>
      setStored((previous) => {
        const from = previous ?? base;
        return from ? update(from) : previous;
      }),
    store: (next: GroupDraft) => setStored(next),
    discard: () => setStored(null),
  };
}
