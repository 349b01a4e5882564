import {
  fault,
  readArray,
  readIdAt,
  readNumber,
  readObject,
  readOptionalIdAt,
  readTextAt,
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

type Path = readonly PropertyKey[];

const wallTime = (v: unknown, at: Path, key: string) =>
  v == null || typeof v === 'string' ? toWallTime(v) : fault([...at, key]);

const optionalNumber = (v: unknown, at: Path, key: string) =>
  v == null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))
    ? toOptionalNumber(v)
    : fault([...at, key]);

function readCheck(v: unknown, at: Path): EquipmentCheck {
  const c = readObject(v, at);
  return {
    id: readIdAt(c.id, at, 'id'),
    statusId: readIdAt(c.statusId, at, 'statusId'),
    statusName: readTextAt(c.statusName, at, 'statusName'),
    temperature: optionalNumber(c.temperature, at, 'temperature'),
    hostId: readIdAt(c.hostId, at, 'hostId'),
    hostName: readTextAt(c.hostName, at, 'hostName'),
    hostTypeId: readIdAt(c.hostTypeId, at, 'hostTypeId'),
    equipmentId: readIdAt(c.equipmentId, at, 'equipmentId'),
    equipmentTypeName: readTextAt(c.equipmentTypeName, at, 'equipmentTypeName'),
    place: readTextAt(c.place, at, 'place'),
    description: readTextAt(c.description, at, 'description'),
    memo: readTextAt(c.memo, at, 'memo'),
    imageUrl: readTextAt(c.imageUrl, at, 'imageUrl'),
    trip: readOptionalIdAt(c.trip, at, 'trip'),
    created: wallTime(c.created, at, 'created'),
    registered: wallTime(c.registered, at, 'registered'),
    updated: wallTime(c.updated, at, 'updated'),
    vehiclePosition: readTextAt(c.vehiclePosition, at, 'vehiclePosition'),
    hostEquipmentRelationID: readIdAt(c.hostEquipmentRelationID, at, 'hostEquipmentRelationID'),
    districtID: readIdAt(c.districtID, at, 'districtID'),
    eventId: readOptionalIdAt(c.eventId, at, 'eventId'),
    checkTemplateId: readOptionalIdAt(c.checkTemplateId, at, 'checkTemplateId'),
    externalId: readTextAt(c.externalId, at, 'externalId'),
  };
}
