import * as z from 'zod/mini';
import { flag, id, text } from '@/lib/api/schemas';

const coordinate = z.pipe(
  z.nullish(z.number()),
  z.transform((v) => v ?? null),
);
const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => (v?.trim() ? v.trim() : null)),
);

/**
 * Stop (spec 2 §3): stopId, stopName, shortName (a station's signature; null for a bus stop),
 * districtId, samStopId, position (null where unknown), active.
 */
export const stopSchema = z.object({
  stopId: id,
  stopName: text,
  shortName: optionalText,
  districtId: id,
  samStopId: id,
  latitude: coordinate,
  longitude: coordinate,
  activeStop: flag,
});
export type Stop = z.infer<typeof stopSchema>;

export const stopsSchema = z.array(stopSchema);
