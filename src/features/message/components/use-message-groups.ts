import { useQuery } from '@tanstack/react-query';
import { recipientGroupsQuery } from '@/lib/resources/recipient-groups/get-recipient-groups';
import { useSession } from '@/stores/session';

/**
 * The recipient groups (GET msg/Recipientgroup, no parameters, cached 10 minutes — spec 2 §7):
 * the portal's one group list, every group the user may read; screens pick a district's groups.
 */
export function useMessageGroups() {
  const userId = useSession()?.userId ?? '';
  return useQuery(recipientGroupsQuery(userId));
}
