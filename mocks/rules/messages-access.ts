import { districtsWithAccess, type AccessRule } from '../../src/lib/auth/access';
import { messageDistrictAccess } from '../../src/lib/resources/recipient-groups/message-district-access';
import type { MockUser } from '../lib/handler';

/**
 * Who may do what on the msg host, shared by messages and recipient groups: the portal's one rule
 * (spec 2 §6), either MESSAGE_SEND or MESSAGE_GROUP_ADMIN. Reading, sending and group admin are
 * all guarded by it: anywhere among the message districts as the first gate (a driver gets 403
 * at once), then in the district of the message or group (`messageRuleIn`).
 */
export const MESSAGE_RULE: AccessRule = messageDistrictAccess;

/** The districts where messages and recipient groups may be (spec 2 §6). */
export const MESSAGE_DISTRICTS: readonly number[] = messageDistrictAccess.districts;

/** The message rule in one district: the district of a message, a group, or a send. */
export const messageRuleIn = (districtId: number): AccessRule => ({
  names: messageDistrictAccess.names,
  districts: [districtId],
});

/** The message districts where the user may read, send and administer groups. */
export function messageDistrictsOf(user: MockUser): number[] {
  return districtsWithAccess(user.access, messageDistrictAccess.names, MESSAGE_DISTRICTS);
}
