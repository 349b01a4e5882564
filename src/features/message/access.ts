import type { AccessRule } from '@/lib/auth/access';

/** Districts where MESSAGE_SEND and MESSAGE_GROUP_ADMIN apply (spec 2 §6). */
export const MESSAGE_DISTRICTS: readonly number[] = [1, 2, 3, 4, 5, 17, 19];

/** The accesses of traffic messages (spec 2 §6). */
export const messageAccess = {
  /** The list, the tile and /betamessage: either access in a message district. */
  list: { names: ['MESSAGE_SEND', 'MESSAGE_GROUP_ADMIN'], districts: MESSAGE_DISTRICTS },
  /** Compose and send (to groups, to one user). */
  send: { names: ['MESSAGE_SEND'], districts: MESSAGE_DISTRICTS },
} as const satisfies Record<string, AccessRule>;

/** Access names whose districts make up the list (either access, spec 2 §6). */
export const LIST_ACCESS_NAMES = ['MESSAGE_SEND', 'MESSAGE_GROUP_ADMIN'] as const;
/** Districts offered when composing: where the user may send (MESSAGE_SEND). */
export const SEND_ACCESS_NAMES = ['MESSAGE_SEND'] as const;
