import { HttpResponse, type RequestHandler } from 'msw';
import { normalizeSenderEmail, validateGroup } from '../../src/lib/validation/recipients';
import { badRequest } from '../lib/errors';
import { http, mockPath, secured, type MockContext } from '../lib/handler';
import {
  CHANNEL_IDS,
  recipientGroupsTable,
  type MockRecipientGroup,
} from '../seed/recipient-groups';
import {
  MESSAGE_DISTRICTS,
  MESSAGE_RULE,
  messageDistrictsOf,
  messageRuleIn,
} from '../rules/messages-access';
import {
  asBody,
  field,
  intField,
  pathId,
  serverDateTime,
  stringField,
  type Body,
} from '../lib/body';
import { recipientHandlers } from './recipient-group-members';
import { GROUP_TEXTS, findGroup } from '../rules/recipient-groups';
import { RECIPIENT_KINDS } from '../rules/messages-group-recipients';

/**
 * Recipient groups on the msg host (spec 2 §3, §5, §7). Reads and changes need MESSAGE_SEND or
 * MESSAGE_GROUP_ADMIN in the group's district (spec 2 §6). Bodies are
 * read case-insensitively; paths match in any casing (/Recipientgroup = /RecipientGroup).
 *
 * Beside the spec's DistrictID, Name and From, POST and PUT accept RecipientTypes (a list of
 * channels 1 e-mail, 2 app, 3 SMS; a new group without it gets e-mail and app).
 */

interface GroupFields {
  DistrictID: number;
  Name: string;
  From: string;
  RecipientTypes: number[] | undefined;
}

function parseGroup(body: Body): GroupFields {
  const districtId = intField(body, 'DistrictID');
  const from = stringField(body, 'From');
  const problems = validateGroup({ districtId: districtId ?? null, from: from ?? null });
  if (problems.some((p) => p.code === 'districtRequired'))
    throw badRequest(GROUP_TEXTS.districtRequired);
  if (problems.some((p) => p.code === 'wrongEmail')) throw badRequest(GROUP_TEXTS.wrongEmail);
  if (!MESSAGE_DISTRICTS.includes(districtId!))
    throw badRequest(GROUP_TEXTS.invalidDistrict(districtId!));
  const name = (stringField(body, 'Name') ?? '').trim();
  if (!name) throw badRequest(GROUP_TEXTS.nameRequired);
  const rawTypes = field(body, 'RecipientTypes');
  let types: number[] | undefined;
  if (rawTypes !== undefined && rawTypes !== null) {
    const list = Array.isArray(rawTypes) ? rawTypes : [];
    if (!Array.isArray(rawTypes) || !list.every((t) => CHANNEL_IDS.includes(t as number)))
      throw badRequest(GROUP_TEXTS.recipientTypes);
    types = [...new Set(list as number[])].sort();
  }
  return {
    DistrictID: districtId!,
    Name: name,
    From: normalizeSenderEmail(from!),
    RecipientTypes: types,
  };
}

function listGroups({ db, user, query }: MockContext) {
  const readable = messageDistrictsOf(user);
  const asked = (query('districtId') ?? query('districtIds') ?? '')
    .split(',')
    .filter((d) => d.trim() !== '')
    .map(Number);
  const districts = asked.length > 0 ? asked.filter((d) => readable.includes(d)) : readable;
  return HttpResponse.json(
    db.get(recipientGroupsTable).filter((g) => districts.includes(g.DistrictID)),
  );
}

function getGroup({ db, params, requireAccess }: MockContext<{ id: string }>) {
  const group = findGroup(db, pathId(params.id));
  requireAccess(messageRuleIn(group.DistrictID), GROUP_TEXTS.noAccess(group.DistrictID));
  return HttpResponse.json(group);
}

async function createGroup({ db, user, json, requireAccess }: MockContext) {
  const fields = parseGroup(asBody(await json()));
  requireAccess(messageRuleIn(fields.DistrictID));
  const groups = db.get(recipientGroupsTable);
  const group: MockRecipientGroup = {
    ID: Math.max(db.nextId(), ...groups.map((g) => g.ID + 1)),
    Name: fields.Name,
    DistrictID: fields.DistrictID,
    From: fields.From,
    Created: serverDateTime(Date.now()),
    CreatedByUserID: user.userId,
    RecipientTypes: fields.RecipientTypes ?? [1, 2],
    GroupDistrictRecipients: [],
    GroupRoleRecipients: [],
    GroupDutySiteRecipients: [],
    GroupExternalRecipients: [],
  };
  groups.push(group);
  db.changed();
  return HttpResponse.json(group);
}

async function updateGroup({ db, json, params, requireAccess }: MockContext<{ id?: string }>) {
  const body = asBody(await json());
  const bodyId = intField(body, 'ID');
  const id = params.id !== undefined ? pathId(params.id) : bodyId;
  if (id === undefined) throw badRequest('ID saknas');
  if (bodyId !== undefined && bodyId !== id) throw badRequest(GROUP_TEXTS.idMismatch);
  const group = findGroup(db, id);
  requireAccess(messageRuleIn(group.DistrictID));
  const fields = parseGroup(body);
  requireAccess(messageRuleIn(fields.DistrictID));
  Object.assign(group, {
    Name: fields.Name,
    DistrictID: fields.DistrictID,
    From: fields.From,
    RecipientTypes: fields.RecipientTypes ?? group.RecipientTypes,
  });
  db.changed();
  return HttpResponse.json(group);
}

function deleteGroup({ db, params, requireAccess }: MockContext<{ id: string }>) {
  const group = findGroup(db, pathId(params.id));
  requireAccess(messageRuleIn(group.DistrictID));
  const groups = db.get(recipientGroupsTable);
  groups.splice(groups.indexOf(group), 1);
  db.changed();
  return HttpResponse.json(group);
}

const GROUP = mockPath('msg', '/RecipientGroup');
const GROUP_ID = mockPath<{ id: string }>('msg', '/RecipientGroup/:id');
// The spec writes the reads both ways: `GET msg/Recipientgroup` (messages, 2 §7) and
// `GET /RecipientGroup` (recipient groups); the changes only as `RecipientGroup`.
const READ = mockPath('msg', ['/Recipientgroup', '/RecipientGroup']);
const READ_ID = mockPath<{ id: string }>('msg', ['/Recipientgroup/:id', '/RecipientGroup/:id']);

export const recipientGroupsHandlers: RequestHandler[] = [
  http.get(READ, secured(MESSAGE_RULE, listGroups)),
  http.get(READ_ID, secured(MESSAGE_RULE, getGroup)),
  http.post(GROUP, secured(MESSAGE_RULE, createGroup)),
  http.put(GROUP, secured(MESSAGE_RULE, updateGroup)),
  http.put(GROUP_ID, secured(MESSAGE_RULE, updateGroup)),
  http.delete(GROUP_ID, secured(MESSAGE_RULE, deleteGroup)),
  ...RECIPIENT_KINDS.flatMap(recipientHandlers),
];
