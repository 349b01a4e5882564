import type { AccessRule } from '@/lib/auth/access';
import { messageDistrictAccess } from '@/lib/resources/recipient-groups/message-district-access';

/**
 * The accesses of recipient-group administration (spec 2 §6): messages' rule, MESSAGE_SEND or
 * MESSAGE_GROUP_ADMIN in a message district. Either one lets a user in, and change the groups of
 * those districts.
 */
export const groupAdminAccess = {
  /** The list and the edit form. */
  admin: messageDistrictAccess,
} as const satisfies Record<string, AccessRule>;
