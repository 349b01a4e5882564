import { range, type AccessRule } from '@/lib/auth/access';

/**
 * Traffic messages and their recipient groups (spec 2 §6): "the districts offered in message edit
 * and group admin come from districts where the user holds either access. Message sending and
 * group admin are guarded by these." Either one, in districts 1-5, 17 and 19: the one rule (and
 * district list) of both features.
 */
export const messageDistrictAccess = {
  names: ['MESSAGE_SEND', 'MESSAGE_GROUP_ADMIN'],
  districts: [...range(1, 5), 17, 19],
} as const satisfies AccessRule;
