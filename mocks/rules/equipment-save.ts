import type { MockNamespace } from '../db/namespace';
import type { MockUser } from '../lib/handler';
import { badRequest } from '../lib/errors';
import { FIELD_TEXTS, field, intField, requiredIntField, serverDateTime } from '../lib/body';
import { parseServerDate } from '../../src/lib/time/stockholm';
import {
  COOLING_EQUIPMENT_TYPE_ID,
  HOST_TYPE,
  checkTimeError,
  parseTemperature,
  temperatureError,
} from '../../src/lib/validation/equipment-check';
import {
  equipmentChecksTable,
  equipmentHostsTable,
  equipmentTypesTable,
  hostEquipmentTable,
  statusTypesTable,
  type MockEquipmentCheck,
} from '../seed/equipment';

/** How a POST/PUT body of api/Admin/check becomes a stored check (the server's rules). */

/** The time rules hold exactly: no tolerance for the future, no grace on the 5-day limit. */
const BACK_GRACE_MS = 0;

function optionalText(value: unknown, name: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(FIELD_TEXTS.notText(name));
  return value.trim() === '' ? null : value.trim();
}

function imageUrl(value: unknown): string | null {
  const url = optionalText(value, 'ImageUrl');
  if (url !== null && !/^https?:\/\/\S+$/i.test(url))
    throw badRequest('ImageUrl måste vara en http(s)-adress');
  return url;
}

/**
 * Validates `body` and returns the check it describes (not yet stored). `existing` is the check
 * a PUT changes: its time rules apply only when the event time itself changes.
 */
export function checkFromBody(
  db: MockNamespace,
  user: MockUser,
  body: Record<string, unknown>,
  requireDistrict: (districtId: number) => void,
  existing?: MockEquipmentCheck,
): Omit<MockEquipmentCheck, 'id' | 'registered' | 'updated' | 'eventId'> {
  const relationId = requiredIntField(body, 'hostEquipmentRelationId');
  const relation = db.get(hostEquipmentTable).find((r) => r.id === relationId);
  if (!relation) throw badRequest(`Okänd hostEquipmentRelationId: ${relationId}`);
  const statusId = requiredIntField(body, 'statusTypeId');
  const status = db.get(statusTypesTable).find((s) => s.id === statusId);
  if (!status) throw badRequest(`Okänd statusTypeId: ${statusId}`);
  const host = db.get(equipmentHostsTable).find((h) => h.id === relation.hostId)!;
  const type = db.get(equipmentTypesTable).find((t) => t.id === relation.equipmentTypeId)!;
  requireDistrict(host.districtId);

  const createdText = field(body, 'created');
  const createdAt = typeof createdText === 'string' ? parseServerDate(createdText) : null;
  if (!createdAt) throw badRequest('created måste vara en tidpunkt (datum och tid)');
  const created = serverDateTime(createdAt);
  if (!existing || existing.created !== created) {
    const timeError = checkTimeError(createdAt, Date.now(), { backGraceMs: BACK_GRACE_MS });
    if (timeError) throw badRequest(timeError);
  }
  const temperature = field(body, 'Temperature');
  const temperatureRule = temperatureError(type.id, status.id, temperature);
  if (temperatureRule) throw badRequest(temperatureRule);
  const degrees = type.id === COOLING_EQUIPMENT_TYPE_ID ? parseTemperature(temperature) : null;
  if (degrees !== null && !Number.isFinite(degrees))
    throw badRequest('Temperature måste vara ett tal');
  const vehicle = host.hostTypeId === HOST_TYPE.vehicle;

  return {
    statusId: status.id,
    statusName: status.name,
    temperature: degrees,
    hostId: host.id,
    hostName: host.name,
    hostTypeId: host.hostTypeId,
    equipmentId: type.id,
    equipmentTypeName: type.type,
    place: vehicle ? optionalText(field(body, 'Place'), 'Place') : null,
    description: optionalText(field(body, 'description'), 'description') ?? '',
    memo: optionalText(field(body, 'memo'), 'memo') ?? '',
    imageUrl: imageUrl(field(body, 'ImageUrl')),
    trip: intField(body, 'trip') ?? null,
    created,
    vehiclePosition: vehicle
      ? optionalText(field(body, 'VehiclePosition'), 'VehiclePosition')
      : null,
    hostEquipmentRelationID: relation.id,
    districtID: host.districtId,
    checkTemplateId: intField(body, 'checkTemplateId') ?? relation.checkTemplateId,
    externalId: optionalText(field(body, 'ExternalId'), 'ExternalId'),
    // The server records who registered from the token, whatever the body's userId says.
    userId: user.userId,
    registeredBy: user.name,
  };
}

/** Stores a new check (POST) and returns it. */
export function insertCheck(
  db: MockNamespace,
  values: ReturnType<typeof checkFromBody>,
): MockEquipmentCheck {
  const status = db.get(statusTypesTable).find((s) => s.id === values.statusId);
  const deviation = !!status && !status.preselected && status.id !== 11;
  const checks = db.get(equipmentChecksTable);
  // Seeded ids run from 1 to the seed's size, which grows with the data scale.
  const id = checks.reduce((max, c) => Math.max(max, c.id), 0) + 1;
  const check: MockEquipmentCheck = {
    ...values,
    id,
    registered: serverDateTime(Date.now()),
    updated: null,
    eventId: deviation ? 700_000 + id : null,
  };
  checks.push(check);
  db.changed();
  return check;
}
