import { range, type AccessRule } from '@/lib/auth/access';

/** Spec 2 §6: the message accesses hold in districts 1-5, 17 and 19. */
export const MESSAGE_DISTRICT_IDS: readonly number[] = [...range(1, 5), 17, 19];

/** The accesses of recipient-group administration (spec 2 §6). */
export const groupAdminAccess = {
  /** The list and the edit form: MESSAGE_GROUP_ADMIN in one of the message districts. */
  admin: { names: ['MESSAGE_GROUP_ADMIN'], districts: MESSAGE_DISTRICT_IDS },
} as const satisfies Record<string, AccessRule>;

/** Districts offered in group admin: where the user holds MESSAGE_SEND or MESSAGE_GROUP_ADMIN. */
export const OFFERED_DISTRICT_ACCESS = ['MESSAGE_SEND', 'MESSAGE_GROUP_ADMIN'] as const;

/** Districts where groups may be changed (the server refuses others with 403). */
export const CHANGE_DISTRICT_ACCESS = ['MESSAGE_GROUP_ADMIN'] as const;
