import {
  fault,
  readArray,
  readId,
  readObject,
  readOptionalId,
  readText,
  reader,
} from '@/lib/api/reader';
import { parseServerDate } from '@/lib/time/stockholm';
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

/** `read`'s value, or null where it finds a fault (the row is then left out). */
function usable<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null; // the readers throw only their faults
  }
}

/** The rows of a list that `item` can read; a missing value or one that is not a list: []. */
function rowsOf<T>(v: unknown, path: Path, item: (o: Obj, path: Path) => T): T[] {
  if (!Array.isArray(v)) return [];
  const out: T[] = [];
  for (let j = 0; j < v.length; j++) {
    const at = [...path, j];
    const row = usable(() => item(readObject(v[j], at), at));
    if (row !== null) out.push(row);
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
  ID: readOptionalId(o.ID, [...p, 'ID']),
  DutySiteID: readOptionalId(o.DutySiteID, [...p, 'DutySiteID']),
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
  for (const t of readArray(v, path)) {
    const id = usable(() => readId(t, path));
    if (id === 1 || id === 2 || id === 3) out.push(id);
  }
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
    GroupDistrictRecipients: rowsOf(
      g.GroupDistrictRecipients,
      [i, 'GroupDistrictRecipients'],
      district,
    ),
    GroupRoleRecipients: rowsOf(g.GroupRoleRecipients, [i, 'GroupRoleRecipients'], role),
    GroupDutySiteRecipients: rowsOf(
      g.GroupDutySiteRecipients,
      [i, 'GroupDutySiteRecipients'],
      dutySite,
    ),
    GroupExternalRecipients: rowsOf(
      g.GroupExternalRecipients,
      [i, 'GroupExternalRecipients'],
      external,
    ),
  };
}

/**
 * The group list read by hand with the rules of `recipientGroupListSchema` (a test beside it
 * compares them; a group or a row it cannot use is left out): the message list shows each
 * thread's groups, and zod would be the largest part of that route's code (its budget is 50 KB).
 */
export const recipientGroupsReader = reader((value): RecipientGroup[] =>
  readArray(value, []).flatMap((g, i) => usable(() => group(g, i)) ?? []),
);
