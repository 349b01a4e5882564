import type { AccessRule } from '@/lib/auth/access';
import { messageDistrictAccess } from '@/lib/resources/recipient-groups/message-district-access';

/**
 * The accesses of traffic messages (spec 2 §6): MESSAGE_SEND or MESSAGE_GROUP_ADMIN in a message
 * district, the rule group admin shares (with its district list).
 */
export const messageAccess = {
  /** The list, the tile and /betamessage. */
  list: messageDistrictAccess,
  /** Compose and send (to groups, to one user): either access too (spec 2 §6). */
  send: messageDistrictAccess,
} as const satisfies Record<string, AccessRule>;
