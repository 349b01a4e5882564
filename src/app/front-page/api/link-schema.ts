import * as z from 'zod/mini';
import { text } from '@/lib/api/schemas';

/** A link of the link service (apart, so the start bundle loads zod only with it). */
const linkSchema = z.object({ label: text, url: z.string() });
export type PortalLink = z.infer<typeof linkSchema>;

export const linksSchema = z.array(linkSchema);
