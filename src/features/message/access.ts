import type { AccessRule } from '@/lib/auth/access';

/** Districts where MESSAGE_SEND and MESSAGE_GROUP_ADMIN apply (spec 2 §6). */
export const MESSAGE_DISTRICTS: readonly number[] = [1, 2, 3, 4, 5, 17, 19];

/**
 * Spec 2 §6: "the districts offered in message edit and group admin come from districts where
 * the user holds either access. Message sending and group admin are guarded by these."
 */
export const MESSAGE_ACCESS_NAMES = ['MESSAGE_SEND', 'MESSAGE_GROUP_ADMIN'] as const;

/** The accesses of traffic messages (spec 2 §6). */
export const messageAccess = {
  /** The list, the tile and /betamessage: either access in a message district. */
  list: { names: MESSAGE_ACCESS_NAMES, districts: MESSAGE_DISTRICTS },
  /** Compose and send (to groups, to one user): either access too (spec 2 §6). */
  send: { names: MESSAGE_ACCESS_NAMES, districts: MESSAGE_DISTRICTS },
} as const satisfies Record<string, AccessRule>;
