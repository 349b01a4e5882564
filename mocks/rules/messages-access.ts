import { districtsWithAccess, type AccessRule } from '../../src/lib/auth/access';
import type { MockUser } from '../lib/handler';

/** Who may do what on the msg host, shared by messages and recipient groups. */

/** Districts where MESSAGE_SEND and MESSAGE_GROUP_ADMIN apply (spec 2 §6). */
export const MESSAGE_DISTRICTS: readonly number[] = [1, 2, 3, 4, 5, 17, 19];
export const READ_NAMES = ['MESSAGE_SEND', 'MESSAGE_GROUP_ADMIN'] as const;

/** Any read on the msg host: either access in one of the message districts. */
export const MESSAGE_READ_RULE: AccessRule = { names: READ_NAMES, districts: MESSAGE_DISTRICTS };

/**
 * First gates, before the district of the entity is known (a driver gets 403 at once). Sending
 * takes either access (spec 2 §6: message edit offers the districts of either access, and
 * "message sending and group admin are guarded by these").
 */
export const SEND_ANYWHERE: AccessRule = { names: READ_NAMES, districts: MESSAGE_DISTRICTS };
/**
 * Group admin: either access too (spec 2 §6: "message sending and group admin are guarded by
 * these"), in the group's district for a change.
 */
export const ADMIN_ANYWHERE: AccessRule = { names: READ_NAMES, districts: MESSAGE_DISTRICTS };

export const readRuleIn = (districtId: number): AccessRule => ({
  names: READ_NAMES,
  districts: [districtId],
});
export const sendRuleIn = (districtId: number): AccessRule => ({
  names: READ_NAMES,
  districts: [districtId],
});
export const groupAdminRuleIn = (districtId: number): AccessRule => ({
  names: READ_NAMES,
  districts: [districtId],
});

/** The message districts where the user may read messages and groups. */
export function readableDistricts(user: MockUser): number[] {
  return districtsWithAccess(user.access, READ_NAMES, MESSAGE_DISTRICTS);
}
