import { defineTable } from '../db/table';
import { ROLES, dutySitesTable, districtsTable } from './org';
import { DEMO_USERS } from './demo-users';
import { serverDateTime } from '../lib/body';
import { stockholmWallTime } from '../../src/lib/time/stockholm';
import { GROUPS, KALMAR, OSTERGOTLAND, SKANE, type GroupSpec } from './messages-group-specs';

/** Recipient groups of the msg host (spec 2 §3), stored as the server returns them. */

/** Channels of a group: 1 e-mail, 2 app, 3 SMS. */
export const CHANNELS = { email: 1, app: 2, sms: 3 } as const;
export const CHANNEL_IDS: readonly number[] = [1, 2, 3];

export interface MockGroupDistrictRecipient {
  ID: number;
  RecipientGroupID: number;
  DistrictID: number;
  Name: string;
}
export interface MockGroupRoleRecipient {
  ID: number;
  RecipientGroupID: number;
  RoleID: number;
  Name: string;
}
export interface MockGroupDutySiteRecipient {
  ID: number;
  RecipientGroupID: number;
  DutySiteID: number;
  Name: string;
}
export interface MockGroupExternalRecipient {
  ID: number;
  RecipientGroupID: number;
  Name: string;
  /** One or more addresses separated by ; , or |. */
  Mail: string;
  /** One or more numbers (46...) separated by ;. */
  Phone: string;
  RoleID: number;
}

export interface MockRecipientGroup {
  ID: number;
  Name: string;
  DistrictID: number;
  /** Sender address. */
  From: string;
  Created: string;
  CreatedByUserID: string;
  /** Channel ids (1 e-mail, 2 app, 3 SMS). */
  RecipientTypes: number[];
  GroupDistrictRecipients: MockGroupDistrictRecipient[];
  GroupRoleRecipients: MockGroupRoleRecipient[];
  GroupDutySiteRecipients: MockGroupDutySiteRecipient[];
  GroupExternalRecipients: MockGroupExternalRecipient[];
}

/** The role external recipients carry. */
export const EXTERNAL_ROLE_ID = ROLES.find(
  (r) => r.Name === 'Traffic Message Recipient External',
)!.ID;

const ADMIN_ID = DEMO_USERS.find((u) => u.key === 'admin')!.employee.userId;

/** About a dozen groups in districts 4, 5 and 17 (more with a larger data scale). */
export const recipientGroupsTable = defineTable<MockRecipientGroup[]>('recipientGroups', (ctx) => {
  const { random } = ctx;
  const sites = ctx.get(dutySitesTable);
  const districts = ctx.get(districtsTable);
  const specs: GroupSpec[] = [...GROUPS];
  const extra = Math.round(GROUPS.length * (Math.max(1, ctx.controls.scale) - 1));
  const homeSites = sites.filter((s) => [4, 5, 17].includes(s.districtId));
  for (let i = 0; i < extra && homeSites.length > 0; i++) {
    const site = homeSites[i % homeSites.length]!;
    const round = Math.floor(i / homeSites.length);
    specs.push({
      name: `Personal ${site.name}${round > 0 ? ` ${round + 1}` : ''}`,
      districtId: site.districtId,
      from: [SKANE, OSTERGOTLAND, KALMAR][[4, 5, 17].indexOf(site.districtId)]!,
      channels: [2],
      sites: [site.name],
    });
  }
  const ids = { district: 1, role: 1, site: 1, external: 1 };
  return specs.map((spec, index): MockRecipientGroup => {
    const ID = index + 1;
    const year = 2017 + (index % 7);
    const created = stockholmWallTime(
      `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      random.int(7 * 60, 16 * 60),
    );
    return {
      ID,
      Name: spec.name,
      DistrictID: spec.districtId,
      From: spec.from,
      Created: serverDateTime(created),
      CreatedByUserID: ADMIN_ID,
      RecipientTypes: [...spec.channels],
      GroupDistrictRecipients: (spec.districts ?? []).map((DistrictID) => ({
        ID: ids.district++,
        RecipientGroupID: ID,
        DistrictID,
        Name: districts.find((d) => d.id === DistrictID)?.name ?? `Distrikt ${DistrictID}`,
      })),
      GroupRoleRecipients: (spec.roles ?? []).map((name) => ({
        ID: ids.role++,
        RecipientGroupID: ID,
        RoleID: ROLES.find((r) => r.Name === name)!.ID,
        Name: name,
      })),
      GroupDutySiteRecipients: (spec.sites ?? []).flatMap((name) => {
        const site = sites.find((s) => s.name === name);
        return site
          ? [{ ID: ids.site++, RecipientGroupID: ID, DutySiteID: site.id, Name: site.name }]
          : [];
      }),
      GroupExternalRecipients: (spec.externals ?? []).map(([Name, Mail, Phone]) => ({
        ID: ids.external++,
        RecipientGroupID: ID,
        Name,
        Mail,
        Phone,
        RoleID: EXTERNAL_ROLE_ID,
      })),
    };
  });
});
