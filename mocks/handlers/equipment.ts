import { HttpResponse, type RequestHandler } from 'msw';
import { http, mockPath, secured, type MockContext } from '../lib/handler';
import { intParam } from '../lib/params';
import { badRequest, notFound } from '../lib/errors';
import { parseServerDate } from '../../src/lib/time/stockholm';
import { CHECKLIST_PAGE_SIZE } from '../../src/lib/validation/equipment-check';
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

/** Every value of a query parameter (repeated or comma separated). */
function intList(url: URL, name: string): number[] {
  const values = url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(','))
    .filter((v) => v.trim() !== '');
  return values.map((v) => intParam(v.trim(), name)!);
}

/** A date bound: a date (whole day) or a date-time, as a Stockholm wall-time string. */
function dateBound(value: string | null, name: string, end: boolean): string | null {
  if (!value) return null;
  const date = parseServerDate(value);
  if (!date) throw badRequest(`${name} måste vara ett datum`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim()))
    return `${value.trim()}T${end ? '23:59:59' : '00:00:00'}`;
  return serverDateTime(date);
}

function checklist(ctx: MockContext) {
  const { query, url } = ctx;
  const districts = intList(url, 'districtids');
  if (!districts.length) throw badRequest(FIELD_TEXTS.required('districtids'));
  for (const d of districts) ctx.requireAccess({ names: ADMIN, districts: [d] });
  const from = dateBound(query('datefrom'), 'datefrom', false);
  const to = dateBound(query('dateto'), 'dateto', true);
  const hostTypeId = intParam(query('hosttypeid'), 'hosttypeid', false);
  const hostId = intParam(query('hostid'), 'hostid', false);
  const equipmentId = intParam(query('equipmentid'), 'equipmentid', false);
  const place = query('place')?.trim().toLowerCase() || null;
  const skip = intParam(query('skip'), 'skip', false) ?? 0;
  const take = intParam(query('take'), 'take', false) ?? CHECKLIST_PAGE_SIZE;
  if (skip < 0) throw badRequest('skip måste vara 0 eller mer');
  if (take < 1 || take > CHECKLIST_PAGE_SIZE)
    throw badRequest(`take måste vara mellan 1 och ${CHECKLIST_PAGE_SIZE}`);
  const wanted = new Set(districts);
  const matches = ctx.db
    .get(equipmentChecksTable)
    .filter(
      (c) =>
        wanted.has(c.districtID) &&
        (from === null || c.created >= from) &&
        (to === null || c.created <= to) &&
        (hostTypeId === null || c.hostTypeId === hostTypeId) &&
        (hostId === null || c.hostId === hostId) &&
        (equipmentId === null || c.equipmentId === equipmentId) &&
        (place === null || c.place?.toLowerCase() === place),
    );
  // Newest event first.
  matches.sort((a, b) => (a.created === b.created ? b.id - a.id : a.created < b.created ? 1 : -1));
  return HttpResponse.json({
    data: matches.slice(skip, skip + take).map((c) => withImageOrigin(c, url)),
    skip,
    take,
    count: matches.length,
  });
}

function findCheck(ctx: MockContext, id: number): MockEquipmentCheck {
  const check = ctx.db.get(equipmentChecksTable).find((c) => c.id === id);
  if (!check) throw notFound(`Kontroll ${id} finns inte`);
  ctx.requireAccess({ names: ADMIN, districts: [check.districtID] });
  return check;
}

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
  const values = checkFromBody(ctx.db, ctx.user, body, requireDistrict, existing);
  Object.assign(existing, values, { updated: serverDateTime(Date.now()) });
  ctx.db.changed();
  return HttpResponse.json(withImageOrigin(existing, ctx.url));
}

function districtParam(ctx: MockContext, value: unknown, names = ADMIN): number {
  const districtId = intParam(value == null ? null : String(value), 'districtId')!;
  ctx.requireAccess({ names, districts: [districtId] });
  return districtId;
}

const save = failing('saveCheck', (ctx: MockContext) => saveCheck(ctx, true));
const update = failing('updateCheck', (ctx: MockContext) => saveCheck(ctx, false));

export const equipmentHandlers: RequestHandler[] = [
  ...equipmentControlHandlers,
  checkImageHandler,
  http.get(path('/api/Admin/checklist'), secured(null, failing('checklist', checklist))),
  http.get(
    path('/api/Admin/check/:id'),
    secured(
      null,
      failing('check', (ctx) =>
        HttpResponse.json(
          withImageOrigin(findCheck(ctx, intParam(String(ctx.params.id), 'id')!), ctx.url),
        ),
      ),
    ),
  ),
  http.post(path('/api/Admin/check'), secured(null, save)),
  http.put(path('/api/Admin/check'), secured(null, update)),
  http.put(path('/api/Admin/check/:id'), secured(null, update)),
  http.get(
    path('/api/admin/equipmentTypes'),
    secured(
      null,
      failing('equipmentTypes', (ctx) => {
        const districtId = districtParam(ctx, ctx.query('districtId'));
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
      null,
      failing('hosts', (ctx) => {
        const hostTypeId = intParam(String(ctx.params.hostTypeId), 'hostTypeId')!;
        if (!HOST_TYPES.some((t) => t.id === hostTypeId))
          throw badRequest(`Okänd hostTypeId: ${hostTypeId}`);
        const districtId = districtParam(ctx, ctx.params.districtId);
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
      null,
      failing('thingsToCheck', (ctx) => {
        const hostId = intParam(String(ctx.params.hostId), 'hostId')!;
        const host = ctx.db.get(equipmentHostsTable).find((h) => h.id === hostId);
        if (!host) throw notFound(`Objekt ${hostId} finns inte`);
        ctx.requireAccess({ names: FIELD, districts: [host.districtId] });
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
      null,
      failing('places', (ctx) => {
        const districtId = districtParam(ctx, ctx.params.districtId, FIELD);
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
