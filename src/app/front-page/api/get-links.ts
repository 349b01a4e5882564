import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { text } from '@/lib/api/schemas';
import { frontPageKeys } from './front-page-keys';

export const LINK_SYSTEM = 'personalportalen';

const linkSchema = z.object({ label: text, url: z.string() });
export type PortalLink = z.infer<typeof linkSchema>;

/** Only absolute http(s) links are shown (a response is untrusted input). */
export function safeLinks(links: readonly PortalLink[]): PortalLink[] {
  return links.filter((link) => {
    try {
      const url = new URL(link.url);
      return (url.protocol === 'https:' || url.protocol === 'http:') && link.label.trim() !== '';
    } catch {
      return false;
    }
  });
}

/** The links widget: the link service for this system and district. */
export const getLinks = (districtId: number | null, signal?: AbortSignal) =>
  request({
    host: 'links',
    path: '/api/links',
    query: { system: LINK_SYSTEM, districtId },
    schema: z.array(linkSchema),
    signal,
  });

export const linksQuery = (districtId: number | null) =>
  queryOptions({
    queryKey: frontPageKeys.links(districtId),
    queryFn: ({ signal }) => getLinks(districtId, signal),
    staleTime: 10 * 60 * 1000,
  });
