import type { RecipientGroup } from '@/lib/resources/recipient-groups/recipient-group-schema';
import type { DraftRecipient } from './group-draft';

/** The group's own fields. RecipientTypes (channels) travel beside the spec's three. */
export interface GroupFields {
  DistrictID: number;
  Name: string;
  From: string;
  RecipientTypes: number[];
}

/** What a create's answer told: the new record's ID, or nothing usable (undefined). */
export type Created = { ID: number } | undefined;

/** The calls a save makes (api/save-recipient-group.ts in the app; fakes in tests). */
export interface GroupSaveApi {
  createGroup(fields: GroupFields): Promise<Created>;
  updateGroup(groupId: number, fields: GroupFields): Promise<unknown>;
  getGroup(groupId: number): Promise<RecipientGroup>;
  listGroups(): Promise<RecipientGroup[]>;
  createRecipient(row: DraftRecipient, groupId: number): Promise<Created>;
  updateRecipient(row: DraftRecipient, groupId: number): Promise<unknown>;
  deleteRecipient(row: DraftRecipient, groupId: number): Promise<unknown>;
}
