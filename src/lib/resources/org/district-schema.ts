import * as z from 'zod/mini';
import { id, optionalId, text } from '@/lib/api/schemas';

/** A district as the auth host sends it (apart, so the start bundle loads zod only with it). */
export const districtSchema = z.object({
  id,
  name: text,
  shortName: text,
  code: text,
  divisionId: optionalId,
});
export type District = z.infer<typeof districtSchema>;

export const districtsSchema = z.array(districtSchema);
