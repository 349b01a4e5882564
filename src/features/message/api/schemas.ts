import * as z from 'zod/mini';
import { flag, id, numberOr, text } from '@/lib/api/schemas';
import { serverDate } from '@/lib/time/server-date';
import type { RecipientGroup as SharedRecipientGroup } from '@/lib/resources/recipient-groups/recipient-group-schema';

/** Response shapes of the msg host (spec 2 §3), checked at the boundary. */

const ids = z.pipe(
  z.nullish(z.array(id)),
  z.transform((v) => v ?? []),
);

const entries = z.pipe(
  z.nullish(z.array(z.unknown())),
  z.transform((v) => v ?? []),
);

export const messageSchema = z.object({
  ID: id,
  /** 1: a root message; above 1: an update in the thread of that root. */
  ParentID: numberOr(1),
  DistrictID: id,
  Subject: text,
  Body: text,
  Created: serverDate,
  ValidFrom: serverDate,
  ValidTo: serverDate,
  Number: numberOr(0),
  To: ids,
  /** Key/value list (keys in any casing); read with `fromCustomData`. */
  CustomData: entries,
  UserRead: serverDate,
  UserChecked: serverDate,
  ReadReceipt: flag,
  HTML: flag,
  SystemID: numberOr(2),
  TypeID: numberOr(1),
  SenderUserID: text,
});
export type Message = z.infer<typeof messageSchema>;

/**
 * What traffic messages read of a recipient group (channels: 1 e-mail, 2 app, 3 SMS). The list
 * is the portal's one cached group list (`@/lib/resources/recipient-groups`).
 */
export type RecipientGroup = Pick<
  SharedRecipientGroup,
  'ID' | 'Name' | 'DistrictID' | 'From' | 'RecipientTypes'
>;
