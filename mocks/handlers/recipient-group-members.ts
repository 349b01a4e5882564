import { HttpResponse, type RequestHandler } from 'msw';
import { badRequest, notFound } from '../lib/errors';
import { http, mockPath, secured, type MockContext } from '../lib/handler';
import { recipientGroupsTable, type MockRecipientGroup } from '../seed/recipient-groups';
import { MESSAGE_RULE, messageDistrictsOf, messageRuleIn } from '../rules/messages-access';
import { asBody, field, intField, pathId, type Body } from '../lib/body';
import { GROUP_TEXTS } from '../rules/recipient-groups';
import { rowsOf, type Row } from '../seed/messages-group-kinds';
import type { RecipientKind } from '../rules/messages-group-recipients';

/**
 * The recipients of a group (spec 2 §7): /GroupDistrictRecipient, /GroupRoleRecipient,
 * /GroupDutySiteRecipient and /GroupExternalRecipient. Each takes POST with RecipientGroupID
 * and its own fields (DistrictID | RoleID | DutySiteID {, Name} — Name defaults to the
 * district's, role's or site's name — or Name, Mail, Phone {, RoleID} for externals) and DELETE
 * by /{id}, or with a body holding ID, or RecipientGroupID plus the key field. External
 * recipients also take PUT (/{id} or ID in the body); GET /GroupExternalRecipient lists the
 * readable ones (to pick an existing recipient). Answers are the created/changed/deleted row;
 * a recipient the group already holds is refused with 400.
 */

/** The group named by the body's RecipientGroupID (400 without one), with admin access checked. */
function targetGroup({ db, requireAccess }: MockContext, body: Body): MockRecipientGroup {
  const groupId = intField(body, 'RecipientGroupID');
  if (groupId === undefined) throw badRequest(GROUP_TEXTS.groupRequired);
  const group = db.get(recipientGroupsTable).find((g) => g.ID === groupId);
  if (!group) throw badRequest(GROUP_TEXTS.groupNotFound(groupId));
  requireAccess(messageRuleIn(group.DistrictID));
  return group;
}

/** The row with this id in any group, with admin access to its group checked. */
function findRow(
  ctx: MockContext,
  kind: RecipientKind,
  id: number,
): { group: MockRecipientGroup; row: Row } {
  for (const group of ctx.db.get(recipientGroupsTable)) {
    const row = rowsOf(group, kind).find((r) => r.ID === id);
    if (row) {
      ctx.requireAccess(messageRuleIn(group.DistrictID));
      return { group, row };
    }
  }
  throw notFound(GROUP_TEXTS.recipientNotFound(id));
}

/**
 * Whether a row already holds this recipient (400: a group lists each recipient once): the same
 * district, role or duty site; for externals the same name, addresses and numbers.
 */
function sameRecipient(kind: RecipientKind, row: Row, fields: Record<string, unknown>): boolean {
  const held = row as unknown as Record<string, unknown>;
  if (kind.key) return held[kind.key] === fields[kind.key];
  const same = (name: string) =>
    String(held[name] ?? '').toLowerCase() === String(fields[name] ?? '').toLowerCase();
  return same('Name') && same('Mail') && same('Phone');
}

async function bodyOf(ctx: MockContext): Promise<Body> {
  const text = await ctx.request.clone().text();
  return text.trim() === '' ? {} : asBody(await ctx.json());
}

function create(kind: RecipientKind) {
  return async (ctx: MockContext) => {
    const body = asBody(await ctx.json());
    const group = targetGroup(ctx, body);
    const fields = kind.build(body, ctx.db);
    const rows = rowsOf(group, kind);
    if (rows.some((r) => sameRecipient(kind, r, fields))) throw badRequest(GROUP_TEXTS.duplicate);
    const all = ctx.db.get(recipientGroupsTable).flatMap((g) => rowsOf(g, kind));
    const row = {
      ID: Math.max(ctx.db.nextId(), ...all.map((r) => r.ID + 1)),
      RecipientGroupID: group.ID,
      ...fields,
    };
    rows.push(row);
    ctx.db.changed();
    return HttpResponse.json(row);
  };
}

function update(kind: RecipientKind) {
  return async (ctx: MockContext<{ id?: string }>) => {
    const body = asBody(await ctx.json());
    const bodyId = intField(body, 'ID');
    const id = ctx.params.id !== undefined ? pathId(ctx.params.id) : bodyId;
    if (id === undefined) throw badRequest('ID saknas');
    if (bodyId !== undefined && bodyId !== id) throw badRequest(GROUP_TEXTS.idMismatch);
    const { group, row } = findRow(ctx, kind, id);
    const groupId = intField(body, 'RecipientGroupID');
    if (groupId !== undefined && groupId !== group.ID) throw badRequest(GROUP_TEXTS.otherGroup);
    const fields = kind.build(body, ctx.db);
    if (rowsOf(group, kind).some((r) => r !== row && sameRecipient(kind, r, fields)))
      throw badRequest(GROUP_TEXTS.duplicate);
    Object.assign(row, fields);
    ctx.db.changed();
    return HttpResponse.json(row);
  };
}

function remove(kind: RecipientKind) {
  return async (ctx: MockContext<{ id?: string }>) => {
    let id = ctx.params.id !== undefined ? pathId(ctx.params.id) : undefined;
    if (id === undefined) {
      const body = await bodyOf(ctx);
      id = intField(body, 'ID');
      if (id === undefined && kind.key) {
        const group = targetGroup(ctx, body);
        const key = intField(body, kind.key);
        if (key === undefined) throw badRequest(GROUP_TEXTS.keyRequired(kind.key));
        id = rowsOf(group, kind).find((r) => field(r as unknown as Body, kind.key!) === key)?.ID;
        if (id === undefined) throw notFound(GROUP_TEXTS.notInGroup);
      }
      if (id === undefined) throw badRequest('ID saknas');
    }
    const { group, row } = findRow(ctx, kind, id);
    const rows = rowsOf(group, kind);
    rows.splice(rows.indexOf(row), 1);
    ctx.db.changed();
    return HttpResponse.json(row);
  };
}

function listExternal({ db, user }: MockContext) {
  const readable = messageDistrictsOf(user);
  return HttpResponse.json(
    db
      .get(recipientGroupsTable)
      .filter((g) => readable.includes(g.DistrictID))
      .flatMap((g) => g.GroupExternalRecipients),
  );
}

/** The handlers of one recipient kind. */
export function recipientHandlers(kind: RecipientKind): RequestHandler[] {
  const base = mockPath('msg', kind.path);
  const byId = mockPath('msg', `${kind.path}/:id`);
  const handlers: RequestHandler[] = [
    http.post(base, secured(MESSAGE_RULE, create(kind))),
    http.delete(base, secured(MESSAGE_RULE, remove(kind))),
    http.delete(byId, secured(MESSAGE_RULE, remove(kind))),
  ];
  if (kind.key === null)
    handlers.push(
      http.get(base, secured(MESSAGE_RULE, listExternal)),
      http.put(base, secured(MESSAGE_RULE, update(kind))),
      http.put(byId, secured(MESSAGE_RULE, update(kind))),
    );
  return handlers;
}
