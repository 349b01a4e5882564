import * as z from 'zod/mini';
import { flag, id, optionalId, text } from '@/lib/api/schemas';
import { formatStockholm, parseServerDate } from '@/lib/time/stockholm';

/** Response shapes of the equipment calls (spec 2 §3), checked at the boundary. */

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A server date-time as a Stockholm wall time `yyyy-MM-ddTHH:mm:ss` ('' when none). Kept as text:
 * it sorts in time order and 5,000 rows need no date objects to show or sort.
 */
export function toWallTime(value: string | null | undefined): string {
  if (!value) return '';
  const trimmed = value.trim().replace(' ', 'T');
  if (WALL_TIME.test(trimmed)) return trimmed.length === 16 ? `${trimmed}:00` : trimmed;
  const date = parseServerDate(value);
  return date ? formatStockholm(date, "yyyy-MM-dd'T'HH:mm:ss") : '';
}
export const wallTime = z.pipe(z.nullish(z.string()), z.transform(toWallTime));

/** A number that may come as text with a decimal comma; null when missing or not a number. */
export function toOptionalNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}
const optionalNumber = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform(toOptionalNumber),
);

export const checkSchema = z.object({
  id,
  statusId: id,
  statusName: text,
  temperature: optionalNumber,
  hostId: id,
  hostName: text,
  hostTypeId: id,
  equipmentId: id,
  equipmentTypeName: text,
  place: text,
  description: text,
  memo: text,
  imageUrl: text,
  trip: optionalId,
  created: wallTime,
  registered: wallTime,
  updated: wallTime,
  vehiclePosition: text,
  hostEquipmentRelationID: id,
  districtID: id,
  eventId: optionalId,
  checkTemplateId: optionalId,
  externalId: text,
});
export type EquipmentCheck = z.infer<typeof checkSchema>;

/** A page of the checklist; read by `checklistPageReader` (read-checklist.ts), the same rules. */
export const checklistPageSchema = z.object({
  data: z.array(checkSchema),
  skip: z.number(),
  take: z.number(),
  count: z.number(),
});
export type ChecklistPage = z.infer<typeof checklistPageSchema>;

export const hostTypeSchema = z.object({ id, name: text });
export type HostType = z.infer<typeof hostTypeSchema>;

/**
 * A station or vehicle of GET api/Admin/hosts/{hostTypeId}/{districtId}. The spec lists no fields
 * for it: the portal needs its id and name; its type and district are in the call's path.
 */
export const hostSchema = z.object({
  id,
  name: text,
  hostTypeId: optionalId,
  districtId: optionalId,
});
export type Host = z.infer<typeof hostSchema>;

export const equipmentTypeSchema = z.object({
  id,
  type: text,
  hostTypeId: id,
  statusGroupId: id,
  sortOrder: optionalId,
  cleaning: flag,
});
export type EquipmentType = z.infer<typeof equipmentTypeSchema>;

export const placeSchema = z.object({ shortName: text, name: text, districtId: optionalId });
export type Place = z.infer<typeof placeSchema>;

export const statusTypeSchema = z.object({
  id,
  name: text,
  statusGroupId: id,
  preselected: flag,
});
export type StatusType = z.infer<typeof statusTypeSchema>;

/**
 * One thing to check on a host: an equipment of a type, and the template a check follows. The
 * spec lists no fields for it; the host is the call's own (hostId is not needed).
 */
export const thingSchema = z.object({
  hostEquipmentRelationId: id,
  hostId: optionalId,
  equipmentId: id,
  equipmentTypeName: text,
  statusGroupId: id,
  checkTemplateId: optionalId,
});
export type ThingToCheck = z.infer<typeof thingSchema>;
