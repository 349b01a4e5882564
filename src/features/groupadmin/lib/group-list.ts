import type { RecipientGroup } from '@/lib/resources/recipient-groups/recipient-group-schema';

/** Sorting and searching the group list. */
export type GroupSortKey = 'Name' | 'District' | 'From' | 'Recipients';

function recipientCount(group: RecipientGroup): number {
  return (
    group.GroupDistrictRecipients.length +
    group.GroupRoleRecipients.length +
    group.GroupDutySiteRecipients.length +
    group.GroupExternalRecipients.length
  );
}

export function groupValue(
  group: RecipientGroup,
  key: GroupSortKey,
  districtName: (id: number) => string,
): string | number {
  switch (key) {
    case 'Name':
      return group.Name;
    case 'District':
      return districtName(group.DistrictID);
    case 'From':
      return group.From;
    case 'Recipients':
      return recipientCount(group);
  }
}

/** Lower-case text a group is found by: name, district, sender and its recipients' names. */
export function groupSearchText(group: RecipientGroup, districtName: string): string {
  return [
    group.Name,
    districtName,
    group.From,
    ...group.GroupDistrictRecipients.map((r) => r.Name),
    ...group.GroupRoleRecipients.map((r) => r.Name),
    ...group.GroupDutySiteRecipients.map((r) => r.Name),
    ...group.GroupExternalRecipients.map((r) => r.Name),
  ]
    .join(' ')
    .toLowerCase();
}
