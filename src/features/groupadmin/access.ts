import { range, type AccessRule } from '@/lib/auth/access';

/** Spec 2 §6: the message accesses hold in districts 1-5, 17 and 19. */
export const MESSAGE_DISTRICT_IDS: readonly number[] = [...range(1, 5), 17, 19];

/**
 * Spec 2 §6: "message sending and group admin are guarded by" MESSAGE_SEND and
 * MESSAGE_GROUP_ADMIN, and the districts offered in group admin are those where the user holds
 * either. So either one lets a user in, and change the groups of those districts.
 */
export const GROUP_ADMIN_ACCESS = ['MESSAGE_SEND', 'MESSAGE_GROUP_ADMIN'] as const;

/** The accesses of recipient-group administration (spec 2 §6). */
export const groupAdminAccess = {
  /** The list and the edit form: either access in one of the message districts. */
  admin: { names: GROUP_ADMIN_ACCESS, districts: MESSAGE_DISTRICT_IDS },
} as const satisfies Record<string, AccessRule>;
