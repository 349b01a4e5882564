import { HttpResponse, type RequestHandler } from 'msw';
import { http, mockPath, secured, type MockContext } from '../lib/handler';
import type { AccessRule } from '../../src/lib/auth/access';
import { intParam } from '../lib/params';
import { badRequest, notFound } from '../lib/errors';
import { stationsTable } from '../seed/org';
import {
  EQUIPMENT_DISTRICTS,
  HOST_TYPES,
  equipmentChecksTable,
  equipmentHostsTable,
  equipmentTypesTable,
  hostEquipmentTable,
  statusTypesTable,
  type MockEquipmentCheck,
} from '../seed/equipment';
import { checkFromBody, insertCheck } from '../rules/equipment-save';
import { FIELD_TEXTS, field, readJsonObject, serverDateTime } from '../lib/body';
import { equipmentControlHandlers, failing } from './equipment-failures';
import { checklist, checklistDistricts, inEvery } from './equipment-checklist';
import { checkImageHandler, withImageOrigin } from './equipment-images';

/**
 * The equipment register's verify host (spec 2 §7 Equipment). Admin calls need
 * VEHICLE_CHECKLIST_ADMIN in the districts they touch; the field calls (api/Equipment) also
 * accept VEHICLE_CHECKLIST. Paths and query names are matched exactly as the spec writes them
 * (`api/admin/equipmentTypes` with a small a, the others `api/Admin/...`).
 */
const ADMIN = ['VEHICLE_CHECKLIST_ADMIN'];
const FIELD = ['VEHICLE_CHECKLIST', 'VEHICLE_CHECKLIST_ADMIN'];
const anywhere = (names: string[]) => ({ names, districts: [...EQUIPMENT_DISTRICTS] });
const path = (p: string) => mockPath('verify', p);

function findCheck(ctx: Pick<MockContext, 'db'>, id: number): MockEquipmentCheck {
  const check = ctx.db.get(equipmentChecksTable).find((c) => c.id === id);
  if (!check) throw notFound(`Kontroll ${id} finns inte`);
  return check;
}

const checkRule = (check: MockEquipmentCheck): AccessRule => ({
  names: ADMIN,
  districts: [check.districtID],
});

/** The check of the path's id. */
const pathCheck = (ctx: Pick<MockContext, 'db' | 'params'>) =>
  findCheck(ctx, intParam(String(ctx.params.id), 'id')!);

async function saveCheck(ctx: MockContext, isNew: boolean) {
  const body = await readJsonObject(ctx.request);
  const requireDistrict = (d: number) => ctx.requireAccess({ names: ADMIN, districts: [d] });
  if (isNew) {
    const check = insertCheck(ctx.db, checkFromBody(ctx.db, ctx.user, body, requireDistrict));
    return HttpResponse.json(withImageOrigin(check, ctx.url));
  }
  const bodyId = intParam(
    field(body, 'id') == null ? null : String(field(body, 'id')),
    'id',
    false,
  );
  const pathId = ctx.params.id === undefined ? null : intParam(String(ctx.params.id), 'id');
  if (bodyId !== null && pathId !== null && bodyId !== pathId)
    throw badRequest('id in the path and the body differ');
  const id = bodyId ?? pathId;
  if (id === null) throw badRequest(FIELD_TEXTS.required('id'));
  const existing = findCheck(ctx, id);
  ctx.requireAccess(checkRule(existing));
  const values = checkFromBody(ctx.db, ctx.user, body, requireDistrict, existing);
  Object.assign(existing, values, { updated: serverDateTime(Date.now()) });
  ctx.db.changed();
  return HttpResponse.json(withImageOrigin(existing, ctx.url));
}

function districtParam(value: unknown): number {
  return intParam(value == null ? null : String(value), 'districtId')!;
}

/** Access in the district of a query or path parameter. */
const heldIn =
  (names: string[], districtOf: (ctx: Pick<MockContext, 'query' | 'params'>) => unknown) =>
  (ctx: Pick<MockContext, 'query' | 'params'>): AccessRule => ({
    names,
    districts: [districtParam(districtOf(ctx))],
  });

/** The host of the path's id. */
function pathHost(ctx: Pick<MockContext, 'db' | 'params'>) {
  const hostId = intParam(String(ctx.params.hostId), 'hostId')!;
  const host = ctx.db.get(equipmentHostsTable).find((h) => h.id === hostId);
  if (!host) throw notFound(`Objekt ${hostId} finns inte`);
  return host;
}

const save = failing('saveCheck', (ctx: MockContext) => saveCheck(ctx, true));
const update = failing('updateCheck', (ctx: MockContext) => saveCheck(ctx, false));

export const equipmentHandlers: RequestHandler[] = [
  ...equipmentControlHandlers,
  checkImageHandler,
  http.get(
    path('/api/Admin/checklist'),
    secured((ctx) => inEvery(ADMIN, checklistDistricts(ctx.url)), failing('checklist', checklist)),
  ),
  http.get(
    path('/api/Admin/check/:id'),
    secured(
      (ctx) => checkRule(pathCheck(ctx)),
      failing('check', (ctx) => HttpResponse.json(withImageOrigin(pathCheck(ctx), ctx.url))),
    ),
  ),
  // The districts of a save are in its body (and its check): checked there, district by district.
  http.post(path('/api/Admin/check'), secured(anywhere(ADMIN), save)),
  http.put(path('/api/Admin/check'), secured(anywhere(ADMIN), update)),
  http.put(path('/api/Admin/check/:id'), secured(anywhere(ADMIN), update)),
  http.get(
    path('/api/admin/equipmentTypes'),
    secured(
      heldIn(ADMIN, (ctx) => ctx.query('districtId')),
      failing('equipmentTypes', (ctx) => {
        const districtId = districtParam(ctx.query('districtId'));
        const hostTypeId = intParam(ctx.query('hostTypeId'), 'hostTypeId');
        const types = ctx.db
          .get(equipmentTypesTable)
          .filter((t) => t.districts.includes(districtId) && t.hostTypeId === hostTypeId)
          .sort((a, b) => a.hostTypeId - b.hostTypeId || a.sortOrder - b.sortOrder);
        return HttpResponse.json(types);
      }),
    ),
  ),
  http.get(
    path('/api/Admin/hostTypes'),
    secured(
      anywhere(ADMIN),
      failing('hostTypes', () => HttpResponse.json(HOST_TYPES)),
    ),
  ),
  http.get(
    path('/api/Admin/hosts/:hostTypeId/:districtId'),
    secured(
      heldIn(ADMIN, (ctx) => ctx.params.districtId),
      failing('hosts', (ctx) => {
        const hostTypeId = intParam(String(ctx.params.hostTypeId), 'hostTypeId')!;
        if (!HOST_TYPES.some((t) => t.id === hostTypeId))
          throw badRequest(`Okänd hostTypeId: ${hostTypeId}`);
        const districtId = districtParam(ctx.params.districtId);
        const hosts = ctx.db
          .get(equipmentHostsTable)
          .filter((h) => h.hostTypeId === hostTypeId && h.districtId === districtId)
          .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
        return HttpResponse.json(hosts);
      }),
    ),
  ),
  http.get(
    path('/api/Equipment/GetThingsToCheck/:hostId'),
    secured(
      (ctx) => ({ names: FIELD, districts: [pathHost(ctx).districtId] }),
      failing('thingsToCheck', (ctx) => {
        const hostId = pathHost(ctx).id;
        const types = new Map(ctx.db.get(equipmentTypesTable).map((t) => [t.id, t]));
        const things = ctx.db
          .get(hostEquipmentTable)
          .filter((r) => r.hostId === hostId)
          .map((r) => {
            const type = types.get(r.equipmentTypeId)!;
            return {
              hostEquipmentRelationId: r.id,
              hostId,
              equipmentId: type.id,
              equipmentTypeName: type.type,
              statusGroupId: type.statusGroupId,
              cleaning: type.cleaning,
              sortOrder: type.sortOrder,
              checkTemplateId: r.checkTemplateId,
            };
          })
          .sort((a, b) => a.sortOrder - b.sortOrder);
        return HttpResponse.json(things);
      }),
    ),
  ),
  http.get(
    path('/api/Admin/StatusTypes'),
    secured(
      anywhere(FIELD),
      failing('statusTypes', ({ db }) => HttpResponse.json(db.get(statusTypesTable))),
    ),
  ),
  http.get(
    path('/api/Equipment/GetPlaces/:districtId'),
    secured(
      heldIn(FIELD, (ctx) => ctx.params.districtId),
      failing('places', (ctx) => {
        const districtId = districtParam(ctx.params.districtId);
        const places = ctx.db
          .get(stationsTable)
          .filter((s) => s.districtId === districtId)
          .map((s) => ({ shortName: s.signature, name: s.name, districtId }))
          .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
        return HttpResponse.json(places);
      }),
    ),
  ),
];
