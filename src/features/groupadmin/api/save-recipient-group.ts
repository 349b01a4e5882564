import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import { recipientGroupKeys } from '@/lib/recipient-groups/recipient-group-keys';
import { invalidateRecipientGroups } from '@/lib/recipient-groups/invalidate-recipient-groups';
import type { RecipientGroup } from '@/lib/recipient-groups/recipient-group-schema';
import type { GroupDraft } from '../lib/group-draft';
import { groupFields, runGroupSave, type SaveOutcome } from '../lib/run-group-save';
import { groupSaveApi } from './group-save-api';

/**
 * The message form's own cached group list (its key factory's `['message', 'groups', …]`): it
 * must see a saved group at once. Named by key, as features do not import each other.
 */
export const MESSAGE_FORM_GROUPS = ['message', 'groups'] as const;

/** Channels saved but not kept: RecipientTypes is not in spec 2 §7, a server may ignore it. */
export interface ChannelsLost {
  chosen: number[];
  kept: number[];
}

export interface GroupSaveResult extends SaveOutcome {
  /** The refetched group holds other channels than were saved (null: as saved, or not read). */
  channelsLost: ChannelsLost | null;
}

const sorted = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b);

/** After a save: the group as the server holds it now, into the cache; its channels compared. */
async function checkChannels(
  client: QueryClient,
  userId: string,
  groupId: number,
  chosen: number[],
): Promise<ChannelsLost | null> {
  let group: RecipientGroup;
  try {
    group = await groupSaveApi.getGroup(groupId);
  } catch {
    return null; // not known; the invalidation below reads it again
  }
  client.setQueryData(recipientGroupKeys.group(groupId, userId), group);
  const kept = sorted(group.RecipientTypes);
  const wanted = sorted(chosen);
  return kept.join() === wanted.join() ? null : { chosen: wanted, kept };
}

/**
 * Saves a group (runGroupSave: the group, then each recipient; success by status, creates made
 * once). `store` keeps each step's draft. When the group itself is saved, the group is read back
 * and its channels compared with those saved; then every cached copy of the groups is refetched
 * through the key factory (the message form sees the change).
 */
export function useSaveRecipientGroup(store: (draft: GroupDraft) => void) {
  const client = useQueryClient();
  const userId = useSession()?.userId ?? '';
  return useMutation({
    mutationFn: async (draft: GroupDraft): Promise<GroupSaveResult> => {
      const outcome = await runGroupSave(draft, groupSaveApi, store);
      const groupId = outcome.draft.groupId;
      const groupSaved = !outcome.failures.some((f) => f.operation === 'group');
      const channelsLost =
        groupId !== null && groupSaved
          ? await checkChannels(client, userId, groupId, groupFields(draft).RecipientTypes)
          : null;
      return { ...outcome, channelsLost };
    },
    onSettled: () => void invalidateRecipientGroups(client, [MESSAGE_FORM_GROUPS]),
  });
}
