import { notFound } from '../lib/errors';
import type { MockNamespace } from '../db/namespace';
import { recipientGroupsTable, type MockRecipientGroup } from '../seed/recipient-groups';

/** The msg host's answers about recipient groups (Swedish, as the server sends them). */

export const GROUP_TEXTS = {
  groupNotFound: (id: number) => `Mottagargrupp ${id} finns inte`,
  noAccess: (districtId: number) =>
    `Saknar behörighet till mottagargrupper i distrikt ${districtId}`,
  districtRequired: 'Välj ett distrikt för gruppen',
  wrongEmail: 'Ogiltig avsändaradress',
  nameRequired: 'Gruppen måste ha ett namn',
  invalidDistrict: (id: number) => `Mottagargrupper kan inte finnas i distrikt ${id}`,
  recipientTypes:
    'RecipientTypes måste vara en lista med kanalerna 1 (e-post), 2 (app) och 3 (SMS)',
  idMismatch: 'ID i anropet och i sökvägen skiljer sig åt',
  groupRequired: 'RecipientGroupID måste anges',
  recipientNotFound: (id: number) => `Mottagare ${id} finns inte`,
  notInGroup: 'Mottagaren finns inte i gruppen',
  otherGroup: 'Mottagaren tillhör en annan grupp',
  duplicate: 'Mottagaren finns redan i gruppen',
  unknownDistrict: (id: number) => `Distrikt ${id} finns inte`,
  unknownRole: (id: number) => `Roll ${id} finns inte`,
  unknownDutySite: (id: number) => `Tjänsteställe ${id} finns inte`,
  keyRequired: (key: string) => `${key} måste anges`,
  externalName: 'Namn måste anges',
  externalContact: 'Ange e-postadress eller telefonnummer',
  invalidMail: (values: string[]) => `Ogiltig e-postadress: ${values.join(', ')}`,
  invalidPhone: (values: string[]) => `Felaktigt telefonnummer: ${values.join(', ')}`,
} as const;

export function findGroup(db: MockNamespace, id: number): MockRecipientGroup {
  const group = db.get(recipientGroupsTable).find((g) => g.ID === id);
  if (!group) throw notFound(GROUP_TEXTS.groupNotFound(id));
  return group;
}
