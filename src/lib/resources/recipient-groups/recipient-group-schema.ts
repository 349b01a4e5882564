import * as z from 'zod/mini';
import { id, optionalId, text } from '@/lib/api/schemas';
import { serverDate } from '@/lib/time/server-date';

/**
 * A recipient group as the msg host sends it (spec 2 §3), checked at the boundary. Shared by the
 * message form (which groups to send to, their channels) and the group administration.
 * Required are only the fields spec 2 §3 gives a group or a row and the portal cannot do without;
 * every other field may be missing. A recipient row it cannot use (not an object, a field of
 * another type, a required field missing) is left out, not the group; a group it cannot use is
 * left out of the list (`recipientGroupListSchema`), not the list.
 */

/** Channels of a group (spec 2 §3, §9). */
export const CHANNEL = { email: 1, app: 2, sms: 3 } as const;
export type ChannelId = (typeof CHANNEL)[keyof typeof CHANNEL];
export const CHANNEL_IDS: readonly ChannelId[] = [1, 2, 3];

/** The items of `list` that fit `item`. */
const fitting = <T extends z.ZodMiniType>(item: T, list: readonly unknown[]): z.infer<T>[] =>
  list.flatMap((v) => {
    const read = z.safeParse(item, v);
    return read.success ? [read.data as z.infer<T>] : [];
  });

/** The rows of a list that fit `item`; a missing value or one that is not a list: []. */
const usableRows = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => (Array.isArray(value) ? fitting(item, value) : [])),
  );

const groupDistrictRecipientSchema = z.object({ ID: id, DistrictID: id, Name: text });
const groupRoleRecipientSchema = z.object({ ID: id, RoleID: id, Name: text });
/** Spec 2 §3 names the list and gives its rows no fields: all of them may be missing. */
const groupDutySiteRecipientSchema = z.object({
  ID: optionalId,
  DutySiteID: optionalId,
  Name: text,
});
const groupExternalRecipientSchema = z.object({
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
    z.nullish(z.array(z.unknown())),
    // Unknown channels and entries that are not ids are dropped.
    z.transform((types) =>
      (types ?? []).flatMap((t) => {
        const read = z.safeParse(id, t);
        return read.success && CHANNEL_IDS.includes(read.data as never)
          ? [read.data as ChannelId]
          : [];
      }),
    ),
  ),
  GroupDistrictRecipients: usableRows(groupDistrictRecipientSchema),
  GroupRoleRecipients: usableRows(groupRoleRecipientSchema),
  GroupDutySiteRecipients: usableRows(groupDutySiteRecipientSchema),
  GroupExternalRecipients: usableRows(groupExternalRecipientSchema),
});

/** GET /Recipientgroup: a list (else refused), each group it cannot use left out. */
export const recipientGroupListSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((list) => fitting(recipientGroupSchema, list)),
);

export type RecipientGroup = z.infer<typeof recipientGroupSchema>;
export type GroupDistrictRecipient = z.infer<typeof groupDistrictRecipientSchema>;
export type GroupRoleRecipient = z.infer<typeof groupRoleRecipientSchema>;
export type GroupDutySiteRecipient = z.infer<typeof groupDutySiteRecipientSchema>;
export type GroupExternalRecipient = z.infer<typeof groupExternalRecipientSchema>;
