import {
  fault,
  readArray,
  readId,
  readObject,
  readOptionalId,
  readText,
  reader,
} from '@/lib/api/reader';
import { parseServerDate } from '@/lib/time';
import type {
  ChannelId,
  GroupDistrictRecipient,
  GroupDutySiteRecipient,
  GroupExternalRecipient,
  GroupRoleRecipient,
  RecipientGroup,
} from './recipient-group-schema';

type Path = readonly PropertyKey[];
type Obj = Record<string, unknown>;

/** A list that may be missing ([] then), each item read by `item`. */
function listOf<T>(v: unknown, path: Path, item: (o: Obj, path: Path) => T): T[] {
  if (v == null) return [];
  const list = readArray(v, path);
  const out = new Array<T>(list.length);
  for (let j = 0; j < list.length; j++) {
    const at = [...path, j];
    out[j] = item(readObject(list[j], at), at);
  }
  return out;
}

const district = (o: Obj, p: Path): GroupDistrictRecipient => ({
  ID: readId(o.ID, [...p, 'ID']),
  DistrictID: readId(o.DistrictID, [...p, 'DistrictID']),
  Name: readText(o.Name, [...p, 'Name']),
});
const role = (o: Obj, p: Path): GroupRoleRecipient => ({
  ID: readId(o.ID, [...p, 'ID']),
  RoleID: readId(o.RoleID, [...p, 'RoleID']),
  Name: readText(o.Name, [...p, 'Name']),
});
const dutySite = (o: Obj, p: Path): GroupDutySiteRecipient => ({
  ID: readId(o.ID, [...p, 'ID']),
  DutySiteID: readId(o.DutySiteID, [...p, 'DutySiteID']),
  Name: readText(o.Name, [...p, 'Name']),
});
const external = (o: Obj, p: Path): GroupExternalRecipient => ({
  ID: readId(o.ID, [...p, 'ID']),
  RecipientGroupID: readOptionalId(o.RecipientGroupID, [...p, 'RecipientGroupID']),
  Name: readText(o.Name, [...p, 'Name']),
  Mail: readText(o.Mail, [...p, 'Mail']),
  Phone: readText(o.Phone, [...p, 'Phone']),
  RoleID: readOptionalId(o.RoleID, [...p, 'RoleID']),
});

function channels(v: unknown, path: Path): ChannelId[] {
  if (v == null) return [];
  const out: ChannelId[] = [];
  readArray(v, path).forEach((t, j) => {
    const id = readId(t, [...path, j]);
    if (id === 1 || id === 2 || id === 3) out.push(id);
  });
  return out;
}

function group(v: unknown, i: number): RecipientGroup {
  const g = readObject(v, [i]);
  const created = g.Created;
  return {
    ID: readId(g.ID, [i, 'ID']),
    Name: readText(g.Name, [i, 'Name']),
    DistrictID: readId(g.DistrictID, [i, 'DistrictID']),
    From: readText(g.From, [i, 'From']),
    Created:
      created == null || typeof created === 'string'
        ? parseServerDate(created)
        : fault([i, 'Created']),
    CreatedByUserID: readText(g.CreatedByUserID, [i, 'CreatedByUserID']),
    RecipientTypes: channels(g.RecipientTypes, [i, 'RecipientTypes']),
    GroupDistrictRecipients: listOf(
      g.GroupDistrictRecipients,
      [i, 'GroupDistrictRecipients'],
      district,
    ),
    GroupRoleRecipients: listOf(g.GroupRoleRecipients, [i, 'GroupRoleRecipients'], role),
    GroupDutySiteRecipients: listOf(
      g.GroupDutySiteRecipients,
      [i, 'GroupDutySiteRecipients'],
      dutySite,
    ),
    GroupExternalRecipients: listOf(
      g.GroupExternalRecipients,
      [i, 'GroupExternalRecipients'],
      external,
    ),
  };
}

/**
 * The group list read by hand with the rules of `z.array(recipientGroupSchema)` (a test beside it
 * compares them): the message list shows each thread's groups, and zod would be the largest part
 * of that route's code (its budget is 50 KB).
 */
export const recipientGroupsReader = reader((value): RecipientGroup[] =>
  readArray(value, []).map((g, i) => group(g, i)),
);
