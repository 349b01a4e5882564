import {
  fault,
  readArray,
  readId,
  readNumber,
  readObject,
  readOptionalId,
  readText,
  reader,
} from '@/lib/api/reader';
import { toOptionalNumber, toWallTime, type ChecklistPage, type EquipmentCheck } from './schemas';

/**
 * A checklist page read by hand: the same rules, output and first-fault path as
 * checklistPageSchema (read-checklist.test.ts compares them), several times faster on 5,000 checks.
 */
export const checklistPageReader = reader((value): ChecklistPage => {
  const page = readObject(value, []);
  const list = readArray(page.data, ['data']);
  const data = new Array<EquipmentCheck>(list.length);
  for (let i = 0; i < list.length; i++) data[i] = readCheck(list[i], ['data', i]);
  return {
    data,
    skip: readNumber(page.skip, ['skip']),
    take: readNumber(page.take, ['take']),
    count: readNumber(page.count, ['count']),
  };
});

const wallTime = (v: unknown, path: readonly PropertyKey[]) =>
  v == null || typeof v === 'string' ? toWallTime(v) : fault(path);

const optionalNumber = (v: unknown, path: readonly PropertyKey[]) =>
  v == null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))
    ? toOptionalNumber(v)
    : fault(path);

function readCheck(v: unknown, at: readonly PropertyKey[]): EquipmentCheck {
  const c = readObject(v, at);
  const p = (key: string) => [...at, key];
  return {
    id: readId(c.id, p('id')),
    statusId: readId(c.statusId, p('statusId')),
    statusName: readText(c.statusName, p('statusName')),
    temperature: optionalNumber(c.temperature, p('temperature')),
    hostId: readId(c.hostId, p('hostId')),
    hostName: readText(c.hostName, p('hostName')),
    hostTypeId: readId(c.hostTypeId, p('hostTypeId')),
    equipmentId: readId(c.equipmentId, p('equipmentId')),
    equipmentTypeName: readText(c.equipmentTypeName, p('equipmentTypeName')),
    place: readText(c.place, p('place')),
    description: readText(c.description, p('description')),
    memo: readText(c.memo, p('memo')),
    imageUrl: readText(c.imageUrl, p('imageUrl')),
    trip: readOptionalId(c.trip, p('trip')),
    created: wallTime(c.created, p('created')),
    registered: wallTime(c.registered, p('registered')),
    updated: wallTime(c.updated, p('updated')),
    vehiclePosition: readText(c.vehiclePosition, p('vehiclePosition')),
    hostEquipmentRelationID: readId(c.hostEquipmentRelationID, p('hostEquipmentRelationID')),
    districtID: readId(c.districtID, p('districtID')),
    eventId: readOptionalId(c.eventId, p('eventId')),
    checkTemplateId: readOptionalId(c.checkTemplateId, p('checkTemplateId')),
    externalId: readText(c.externalId, p('externalId')),
  };
}
