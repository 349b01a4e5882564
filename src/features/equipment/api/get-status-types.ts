import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { sessionCachedQuery } from '@/lib/storage/session-cached-query';
import { statusTypeSchema, type StatusType } from './schemas';
import { equipmentKeys } from './equipment-keys';

const CACHE_KEY = 'pp.equipment.statusTypes';
const listSchema = z.array(statusTypeSchema);

const parseList = (raw: unknown) => {
  const parsed = z.safeParse(listSchema, raw);
  return parsed.success ? parsed.data : null;
};

/** GET api/Admin/StatusTypes. */
export function getStatusTypes(signal?: AbortSignal): Promise<StatusType[]> {
  return request({ host: 'verify', path: '/api/Admin/StatusTypes', schema: listSchema, signal });
}

export const statusTypesQuery = () =>
  queryOptions({
    queryKey: equipmentKeys.statusTypes(),
    // Cached in session storage for the browser session (spec 2 §7).
    ...sessionCachedQuery(CACHE_KEY, parseList, getStatusTypes),
    staleTime: Infinity,
  });
