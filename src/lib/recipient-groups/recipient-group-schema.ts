import * as z from 'zod/mini';
import { id, optionalId, text } from '@/lib/api/schemas';
import { serverDate } from '@/lib/api/server-date';

/**
 * A recipient group as the msg host sends it (spec 2 §3), checked at the boundary. Shared by the
 * message form (which groups to send to, their channels) and the group administration.
 */

/** Channels of a group (spec 2 §3, §9). */
export const CHANNEL = { email: 1, app: 2, sms: 3 } as const;
export type ChannelId = (typeof CHANNEL)[keyof typeof CHANNEL];
export const CHANNEL_IDS: readonly ChannelId[] = [1, 2, 3];

const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((value) => value ?? []),
  );

export const groupDistrictRecipientSchema = z.object({ ID: id, DistrictID: id, Name: text });
export const groupRoleRecipientSchema = z.object({ ID: id, RoleID: id, Name: text });
export const groupDutySiteRecipientSchema = z.object({ ID: id, DutySiteID: id, Name: text });
export const groupExternalRecipientSchema = z.object({
  ID: id,
  RecipientGroupID: optionalId,
  Name: text,
  Mail: text,
  Phone: text,
  RoleID: optionalId,
});

export const recipientGroupSchema = z.object({
  ID: id,
  Name: text,
  DistrictID: id,
  From: text,
  Created: serverDate,
  CreatedByUserID: text,
  RecipientTypes: z.pipe(
    listOf(id),
    z.transform((types) => types.filter((t): t is ChannelId => CHANNEL_IDS.includes(t as never))),
  ),
  GroupDistrictRecipients: listOf(groupDistrictRecipientSchema),
  GroupRoleRecipients: listOf(groupRoleRecipientSchema),
  GroupDutySiteRecipients: listOf(groupDutySiteRecipientSchema),
  GroupExternalRecipients: listOf(groupExternalRecipientSchema),
});

export type RecipientGroup = z.infer<typeof recipientGroupSchema>;
export type GroupDistrictRecipient = z.infer<typeof groupDistrictRecipientSchema>;
export type GroupRoleRecipient = z.infer<typeof groupRoleRecipientSchema>;
export type GroupDutySiteRecipient = z.infer<typeof groupDutySiteRecipientSchema>;
export type GroupExternalRecipient = z.infer<typeof groupExternalRecipientSchema>;
