import * as z from 'zod/mini';
import { flag, id, text } from '@/lib/api/schemas';
import { serverDate } from '@/lib/time/server-date';
import { parseServerDate } from '@/lib/time/stockholm';

/** Response shapes of the connection calls (spec 2 §3), checked at the boundary. */

const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => (v?.trim() ? v.trim() : null)),
);
const texts = z.pipe(
  z.nullish(z.array(z.string())),
  z.transform((v) => v ?? []),
);

/** Place: a station's signature (shortName), name and district. */
export const placeSchema = z.object({ shortName: text, name: text, districtId: id });
export type Place = z.infer<typeof placeSchema>;

/** Departure as both services send it (spec 2 §3), plus what each adds. */
export const departureSchema = z.object({
  advertisedTimeAtLocation: z.pipe(
    z.string(),
    z.transform((v, ctx) => {
      const date = parseServerDate(v);
      if (!date) ctx.issues.push({ code: 'custom', message: 'not a date-time', input: v });
      return date as Date;
    }),
  ),
  estimatedTimeAtLocation: serverDate,
  timeAtLocation: serverDate,
  transportationType: text,
  trackAtLocation: optionalText,
  viaToLocations: texts,
  toLocation: optionalText,
  productName: optionalText,
  line: optionalText,
  technicalNumber: optionalText,
  canceled: flag,
  deviation: texts,
});
export type ServerDeparture = z.infer<typeof departureSchema>;

/** Vehicle: name, type, start and end time and place. */
export const vehicleSchema = z.object({
  name: text,
  type: text,
  startTime: serverDate,
  endTime: serverDate,
  startPlace: text,
  endPlace: text,
});
export type Vehicle = z.infer<typeof vehicleSchema>;
