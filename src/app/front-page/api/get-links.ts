import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { httpUrl } from '@/lib/http-url';
import type { PortalLink } from './link-schema';
import { frontPageKeys } from './front-page-keys';

export const LINK_SYSTEM = 'personalportalen';

export type { PortalLink };

/** Only absolute http(s) links are shown (a response is untrusted input). */
export function safeLinks(links: readonly PortalLink[]): PortalLink[] {
  return links.filter((link) => httpUrl(link.url) !== null && link.label.trim() !== '');
}

/** The links widget: the link service for this system and district. */
export const getLinks = (districtId: number | null, signal?: AbortSignal) =>
  request({
    host: 'links',
    path: '/api/links',
    query: { system: LINK_SYSTEM, districtId },
    // Loaded while the call is under way: the front page is in the start bundle, zod is not.
    schema: import('./link-schema').then((m) => m.linksSchema),
    signal,
  });

export const linksQuery = (districtId: number | null) =>
  queryOptions({
    queryKey: frontPageKeys.links(districtId),
    queryFn: ({ signal }) => getLinks(districtId, signal),
    staleTime: 10 * 60 * 1000,
  });
