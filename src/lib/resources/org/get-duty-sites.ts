import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { id, text } from '@/lib/api/schemas';
import { orgKeys } from './org-keys';

export const dutySiteSchema = z.object({ id, name: text, districtId: id });
export type DutySite = z.infer<typeof dutySiteSchema>;

/** GET api /auth/dutysite/list. */
export const getDutySites = (signal?: AbortSignal) =>
  request({ host: 'api', path: '/auth/dutysite/list', schema: z.array(dutySiteSchema), signal });

export const dutySitesQuery = () =>
  queryOptions({
    queryKey: orgKeys.dutySites(),
    queryFn: ({ signal }) => getDutySites(signal),
    staleTime: 60 * 60 * 1000,
  });

export const useDutySites = () => useQuery(dutySitesQuery());
