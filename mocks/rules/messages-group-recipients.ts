import {
  normalizePhones,
  splitList,
  validateExternalRecipient,
} from '../../src/lib/validation/recipients';
import { badRequest } from '../lib/errors';
import type { MockNamespace } from '../db/namespace';
import { ROLES, districtsTable, dutySitesTable } from '../seed/org';
import { EXTERNAL_ROLE_ID } from '../seed/recipient-groups';
import type { RecipientCollection } from '../seed/messages-group-kinds';
import { intField, stringField, type Body } from '../lib/body';
import { GROUP_TEXTS } from './recipient-groups';

/** The four kinds of group recipients: their path, key field and how a body becomes a row (400). */

export interface RecipientKind {
  path: string;
  collection: RecipientCollection;
  /** The field that identifies the recipient within a group (none for externals). */
  key: 'DistrictID' | 'RoleID' | 'DutySiteID' | null;
  /** The row's own fields from a body, validated (400) and completed. */
  build(body: Body, db: MockNamespace): Record<string, unknown> & { Name: string };
}

function keyed(
  key: 'DistrictID' | 'RoleID' | 'DutySiteID',
  lookup: (db: MockNamespace, id: number) => string | undefined,
  unknown: (id: number) => string,
): RecipientKind['build'] {
  return (body, db) => {
    const id = intField(body, key);
    if (id === undefined) throw badRequest(GROUP_TEXTS.keyRequired(key));
    const name = lookup(db, id);
    if (name === undefined) throw badRequest(unknown(id));
    return { [key]: id, Name: stringField(body, 'Name')?.trim() || name };
  };
}

function buildExternal(body: Body): Record<string, unknown> & { Name: string } {
  const input = {
    name: stringField(body, 'Name') ?? '',
    mail: stringField(body, 'Mail') ?? '',
    phone: stringField(body, 'Phone') ?? '',
  };
  const [problem] = validateExternalRecipient(input);
  if (problem?.code === 'nameRequired') throw badRequest(GROUP_TEXTS.externalName);
  if (problem?.code === 'contactRequired') throw badRequest(GROUP_TEXTS.externalContact);
  if (problem?.code === 'invalidMail') throw badRequest(GROUP_TEXTS.invalidMail(problem.values));
  if (problem?.code === 'invalidPhone') throw badRequest(GROUP_TEXTS.invalidPhone(problem.values));
  const roleId = intField(body, 'RoleID') ?? EXTERNAL_ROLE_ID;
  if (!ROLES.some((r) => r.ID === roleId)) throw badRequest(GROUP_TEXTS.unknownRole(roleId));
  return {
    Name: input.name.trim(),
    Mail: splitList(input.mail).join(';'),
    Phone: normalizePhones(input.phone),
    RoleID: roleId,
  };
}

export const RECIPIENT_KINDS: readonly RecipientKind[] = [
  {
    path: '/GroupDistrictRecipient',
    collection: 'GroupDistrictRecipients',
    key: 'DistrictID',
    build: keyed(
      'DistrictID',
      (db, id) => db.get(districtsTable).find((d) => d.id === id)?.name,
      GROUP_TEXTS.unknownDistrict,
    ),
  },
  {
    path: '/GroupRoleRecipient',
    collection: 'GroupRoleRecipients',
    key: 'RoleID',
    build: keyed(
      'RoleID',
      (_db, id) => ROLES.find((r) => r.ID === id)?.Name,
      GROUP_TEXTS.unknownRole,
    ),
  },
  {
    path: '/GroupDutySiteRecipient',
    collection: 'GroupDutySiteRecipients',
    key: 'DutySiteID',
    build: keyed(
      'DutySiteID',
      (db, id) => db.get(dutySitesTable).find((s) => s.id === id)?.name,
      GROUP_TEXTS.unknownDutySite,
    ),
  },
  {
    path: '/GroupExternalRecipient',
    collection: 'GroupExternalRecipients',
    key: null,
    build: buildExternal,
  },
];
