import { HttpResponse, type RequestHandler } from 'msw';
import { notFound, badRequest } from '../lib/errors';
import {
  http,
  mockPath,
  refusing,
  secured,
  SIGNED_IN,
  type MockContext,
  type MockUser,
} from '../lib/handler';
import type { MockNamespace } from '../db/namespace';
import { employeesTable } from '../seed/org';
import { recipientGroupsTable } from '../seed/recipient-groups';
import { MESSAGE_TYPE, ROOT_PARENT_ID, messagesTable, type MockMessage } from '../seed/messages';
import { MESSAGE_RULE, messageDistrictsOf, messageRuleIn } from '../rules/messages-access';
import { asBody, pathId, serverDateTime } from '../lib/body';
import { messageReceiptsTable } from '../seed/messages-receipts';
import { filterMessages, parseFilter } from '../rules/messages-filter';
import { answerSend, beforeSend, sendControlHandlers } from './messages-control';
import {
  DEFAULT_VALIDITY_MS,
  SEND_TEXTS,
  parseGroupSend,
  parseInternalSend,
} from '../rules/messages-input';

/**
 * Traffic messages on the msg host (spec 2 §7): the filtered list, one message, sends to groups
 * (new threads and updates within a thread) and internal sends to users. Paths match in any
 * casing, as on the ASP.NET server.
 */

/** A message as the server answers it: the reader's own receipt added. */
function forReader(db: MockNamespace, message: MockMessage, user: MockUser) {
  const receipt = db.get(messageReceiptsTable)[`${message.ID}:${user.userId}`];
  return {
    ...message,
    UserRead: receipt?.UserRead ?? null,
    UserChecked: receipt?.UserChecked ?? null,
  };
}

function nextId(db: MockNamespace, rows: readonly { ID: number }[]): number {
  return Math.max(db.nextId(), ...rows.map((r) => r.ID + 1));
}

function nextNumber(messages: readonly MockMessage[], districtId: number): number {
  return (
    Math.max(0, ...messages.filter((m) => m.DistrictID === districtId).map((m) => m.Number)) + 1
  );
}

/** Who may read a message: its sender and recipients, and the readers of its district. */
function messageGate({
  db,
  user,
  params,
}: Pick<MockContext<{ id: string }>, 'db' | 'user' | 'params'>) {
  const message = findMessage(db, params.id);
  const own = message.SenderUserID === user.userId || (message.ToUsers ?? []).includes(user.userId);
  return own ? SIGNED_IN : messageRuleIn(message.DistrictID);
}

function findMessage(db: MockNamespace, rawId: string): MockMessage {
  const id = pathId(rawId);
  const message = db.get(messagesTable).find((m) => m.ID === id);
  if (!message) throw notFound(`Meddelande ${id} finns inte`);
  return message;
}

/** The list: the message rule somewhere, and in every district the filter names. */
function listGate({ query, user }: Pick<MockContext, 'query' | 'user'>) {
  const asked = parseFilter(query('filter')).districts ?? [];
  if (asked.length === 0) return MESSAGE_RULE;
  const denied = asked.filter((d) => !messageDistrictsOf(user).includes(d));
  return refusing(
    { ...MESSAGE_RULE, all: asked.map(messageRuleIn) },
    `Saknar behörighet (${MESSAGE_RULE.names.join(', ')}) i distrikt ${denied.join(', ')}`,
  );
}

function listMessages({ db, user, query }: MockContext) {
  const filter = parseFilter(query('filter'));
  const readable = messageDistrictsOf(user);
  const listed = filterMessages(db.get(messagesTable), filter, filter.districts ?? readable);
  return HttpResponse.json(listed.map((m) => forReader(db, m, user)));
}

function getMessage({ db, user, params }: MockContext<{ id: string }>) {
  return HttpResponse.json(forReader(db, findMessage(db, params.id), user));
}

async function sendToGroups({ db, user, json, requireAccess }: MockContext) {
  await beforeSend(db);
  const groups = db.get(recipientGroupsTable);
  const messages = db.get(messagesTable);
  const raw = asBody(await json());
  // Like the real server, every send is a new message (the spec's body carries no key).
  const send = parseGroupSend(raw, (id) => groups.some((g) => g.ID === id));
  let parentId = ROOT_PARENT_ID;
  let parent: MockMessage | undefined;
  if (send.parentId > ROOT_PARENT_ID) {
    parent = messages.find((m) => m.ID === send.parentId && m.TypeID === MESSAGE_TYPE.group);
    if (!parent) throw badRequest(SEND_TEXTS.unknownParent(send.parentId));
    parentId = parent.ParentID > ROOT_PARENT_ID ? parent.ParentID : parent.ID;
  }
  const districtId =
    send.districtId ?? parent?.DistrictID ?? groups.find((g) => g.ID === send.to[0])!.DistrictID;
  requireAccess(messageRuleIn(districtId));
  const message: MockMessage = {
    ID: nextId(db, messages),
    ParentID: parentId,
    DistrictID: districtId,
    Subject: send.subject,
    Body: send.body,
    Created: serverDateTime(Date.now()),
    ValidFrom: serverDateTime(send.validFrom),
    ValidTo: serverDateTime(send.validTo),
    Number: nextNumber(messages, districtId),
    To: send.to,
    CustomData: send.customData,
    ReadReceipt: send.readReceipt,
    HTML: send.html,
    SystemID: 2,
    TypeID: MESSAGE_TYPE.group,
    SenderUserID: user.userId,
  };
  messages.push(message);
  db.changed();
  return answerSend(db, HttpResponse.json(forReader(db, message, user)));
}

async function sendInternal({ db, user, json }: MockContext) {
  await beforeSend(db);
  const send = parseInternalSend(asBody(await json()));
  const employees = db.get(employeesTable);
  const resolved = send.to.map(
    (key) => employees.find((e) => e.userId === key || e.employeeNumber === key)?.userId,
  );
  const unknown = send.to.filter((_, i) => resolved[i] === undefined);
  if (unknown.length > 0) throw badRequest(SEND_TEXTS.unknownUsers(unknown));
  const sendable = messageDistrictsOf(user);
  const districtId =
    user.defaultDistrictId !== null && sendable.includes(user.defaultDistrictId)
      ? user.defaultDistrictId
      : sendable[0]!;
  const messages = db.get(messagesTable);
  const now = Date.now();
  const message: MockMessage = {
    ID: nextId(db, messages),
    ParentID: ROOT_PARENT_ID,
    DistrictID: districtId,
    Subject: send.subject,
    Body: send.body,
    Created: serverDateTime(now),
    ValidFrom: serverDateTime(now),
    ValidTo: serverDateTime(now + DEFAULT_VALIDITY_MS),
    Number: nextNumber(messages, districtId),
    To: [],
    CustomData: [],
    ReadReceipt: false,
    HTML: false,
    SystemID: send.systemId,
    TypeID: MESSAGE_TYPE.internal,
    SenderUserID: user.userId,
    ToUsers: [...new Set(resolved as string[])],
  };
  messages.push(message);
  db.changed();
  return answerSend(db, HttpResponse.json(forReader(db, message, user)));
}

export const messagesHandlers: RequestHandler[] = [
  ...sendControlHandlers,
  http.get(mockPath('msg', '/message/filter'), secured(listGate, listMessages)),
  http.post(mockPath('msg', '/message/Group'), secured(MESSAGE_RULE, sendToGroups)),
  http.post(mockPath('msg', '/message/Internal'), secured(MESSAGE_RULE, sendInternal)),
  http.get(mockPath<{ id: string }>('msg', '/message/:id'), secured(messageGate, getMessage)),
];
