import type { MockRecipientGroup } from './recipient-groups';

/** The four kinds of group recipients as a group stores them: their lists and rows. */

export interface Row {
  ID: number;
  RecipientGroupID: number;
  Name: string;
}

/** The list of a group that holds one kind of recipient. */
export type RecipientCollection =
  | 'GroupDistrictRecipients'
  | 'GroupRoleRecipients'
  | 'GroupDutySiteRecipients'
  | 'GroupExternalRecipients';

export function rowsOf(
  group: MockRecipientGroup,
  kind: { collection: RecipientCollection },
): Row[] {
  return group[kind.collection] as Row[];
}
